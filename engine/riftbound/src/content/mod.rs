//! Loading: pack folders (or the embedded base game) into a `Catalog`. Loading produces
//! records and never touches a game.

pub mod card_file;
pub mod deck;
pub mod embedded;
pub mod files;
pub mod helpers;
pub mod keyword_scripts;
pub mod load;
pub mod spans;
pub mod unused;
pub mod validate;

pub use files::PackFiles;
pub use load::{BASE_PACK, load};
