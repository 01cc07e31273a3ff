//! Where a person's lines come from: a line editor with history (rustyline) on a terminal,
//! plain lines otherwise (a pipe, a test), echoed so that the transcript reads as the session
//! did.

use std::io::{BufRead, IsTerminal, Write};

pub trait Input {
    /// The next line after `prompt`; `None` at the end of input (or Ctrl-C, Ctrl-D).
    fn line(&mut self, prompt: &str) -> Option<String>;
}

/// The line editor: arrows, history (up, down, Ctrl-R), Emacs keys.
struct Editor(rustyline::DefaultEditor);

impl Input for Editor {
    fn line(&mut self, prompt: &str) -> Option<String> {
        let line = self.0.readline(prompt).ok()?;
        if !line.trim().is_empty() {
            let _ = self.0.add_history_entry(line.as_str());
        }
        Some(line)
    }
}

/// Lines from any reader, echoed after the prompt.
pub struct Plain<B: BufRead>(pub B);

impl<B: BufRead> Input for Plain<B> {
    fn line(&mut self, prompt: &str) -> Option<String> {
        let mut line = String::new();
        match self.0.read_line(&mut line) {
            Ok(0) | Err(_) => {
                println!("{prompt}");
                None
            }
            Ok(_) => {
                let line = line.trim_end_matches(['\n', '\r']).to_string();
                println!("{prompt}{line}");
                let _ = std::io::stdout().flush();
                Some(line)
            }
        }
    }
}

/// The editor on a terminal, plain lines otherwise.
pub fn stdin() -> Box<dyn Input> {
    if std::io::stdin().is_terminal()
        && let Ok(editor) = rustyline::DefaultEditor::new()
    {
        return Box::new(Editor(editor));
    }
    Box::new(Plain(std::io::BufReader::new(std::io::stdin())))
}
