//! Riftbound's trace events: what happened, with its data, rendered one line each by `Display`
//! (the lines scenario snapshots pin).

use std::fmt;

/// An event of a Riftbound game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RiftEvent {
    /// A line not yet given its own event.
    Legacy(String),
}

impl fmt::Display for RiftEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RiftEvent::Legacy(line) => f.write_str(line),
        }
    }
}

/// Records a formatted line in a game's trace, formatting nothing when the game does not trace.
#[macro_export]
macro_rules! trace {
    ($game:expr, $($arg:tt)*) => {
        if $game.tracing {
            let line = format!($($arg)*);
            $game.emit(|_| $crate::events::RiftEvent::Legacy(line));
        }
    };
}
