//! Why a link's parameter was refused: each message names what was given and what is
//! allowed, so the person who wrote the link can fix it.

use thiserror::Error;

/// Why one parameter of a link could not be followed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParamError {
    /// `game` names no game.
    #[error(
        "The link asks for a game called \"{given}\", which Fourfold does not have. Games: {allowed}."
    )]
    UnknownGame {
        /// What the link said.
        given: String,
        /// The games there are.
        allowed: String,
    },
    /// `seed` is not a whole number.
    #[error(
        "The link's deal number \"{given}\" is not a whole number from 0 to 18446744073709551615."
    )]
    BadSeed {
        /// What the link said.
        given: String,
    },
    /// A chosen deal for a game whose deals are always fresh.
    #[error(
        "{game} deals every hand in secret, so a link cannot choose its deal: whoever chose the deal number could replay it alone and read every hand. Leave seed= out; each game gets a fresh deal."
    )]
    PrivateDeal {
        /// The game's name.
        game: &'static str,
    },
    /// A setting of a game, without the game.
    #[error("The link gives \"{name}\" but no game; add game= one of: {allowed}.")]
    MissingGame {
        /// The parameter that needs a game.
        name: String,
        /// The games there are.
        allowed: String,
    },
    /// A parameter the app does not know.
    #[error("The link has a setting \"{given}\" that Fourfold does not know. Settings: {allowed}.")]
    UnknownParam {
        /// The parameter's name.
        given: String,
        /// The parameters there are.
        allowed: String,
    },
    /// A setting that another game has, but not this one.
    #[error("{game} has no setting \"{given}\". Its settings: {allowed}.")]
    NotForGame {
        /// The parameter's name.
        given: String,
        /// The game's name.
        game: &'static str,
        /// The game's parameters.
        allowed: String,
    },
    /// A value the setting does not take.
    #[error("The link's {name}=\"{given}\" is not allowed. Use one of: {allowed}.")]
    BadValue {
        /// The parameter's name.
        name: &'static str,
        /// What the link said.
        given: String,
        /// The values there are.
        allowed: String,
    },
    /// A seat that is neither a person nor a computer.
    #[error(
        "The link's seats=\"{given}\" has a seat \"{seat}\": each seat is \"person\" or \"computer\", separated by commas (seats=person,computer)."
    )]
    BadSeat {
        /// The whole value.
        given: String,
        /// The seat not understood.
        seat: String,
    },
    /// A number of seats the game is not played with.
    #[error("{game} is played by {allowed}; the link's seats=\"{given}\" has {count}.")]
    SeatCount {
        /// The game's name.
        game: &'static str,
        /// The whole value.
        given: String,
        /// How many seats it named.
        count: usize,
        /// The counts there are, in words.
        allowed: String,
    },
    /// Levels for a table with no computer seat.
    #[error(
        "The link's level=\"{given}\" sets the computer players' levels, but no seat is played by the computer (seats=person,computer gives one)."
    )]
    LevelWithoutComputers {
        /// The whole value.
        given: String,
    },
    /// A level list that does not fit the computer seats.
    #[error(
        "The link's level=\"{given}\" names {count} levels, but {computers} seats are played by the computer: give one level for them all (level=easy) or one for each, in turn order (level=easy,strong)."
    )]
    LevelCount {
        /// The whole value.
        given: String,
        /// How many levels it named.
        count: usize,
        /// How many computer seats there are.
        computers: usize,
    },
}
