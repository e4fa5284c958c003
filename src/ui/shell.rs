//! How the app is shown, whatever is on screen: the full app or a widget (`embed=1`), and
//! its colours (`theme`).

/// The colours the app is drawn in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// Whatever the device prefers (`prefers-color-scheme`).
    #[default]
    System,
    /// Light, whatever the device prefers.
    Light,
    /// Dark, whatever the device prefers.
    Dark,
}

impl Theme {
    /// Every theme.
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    /// The key in links, and the page's `data-theme`.
    pub fn key(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

/// How the app is shown: as the full app or as a widget in someone's page, and in which
/// colours. Links set it (`embed`, `theme`); every screen keeps it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shell {
    /// A widget in someone's page (`embed=1`).
    pub embed: bool,
    /// The colours.
    pub theme: Theme,
}
