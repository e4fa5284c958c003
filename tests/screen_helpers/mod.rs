//! Helpers shared by the tests that render the app's screens natively with yew's
//! server-side renderer (`markup.rs`, `opening.rs`).

use std::rc::Rc;

use fourfold::engine::Seed;
use fourfold::ui::play::{PlayProps, PlayScreen};
use fourfold::ui::state::{Play, Saving};
use fourfold::ui::table::TableGame;
use yew::{BaseComponent, Callback, LocalServerRenderer};

/// The markup `C` renders with `props`.
pub fn render<C: BaseComponent>(props: C::Properties) -> String {
    futures::executor::block_on(
        LocalServerRenderer::<C>::with_props(props)
            .hydratable(false)
            .render(),
    )
}

/// The play screen's props for `play`, in the full app, with saving on and nothing to
/// send its actions to.
pub fn play_props<G: TableGame>(play: Play<G>) -> PlayProps<G> {
    PlayProps {
        play: Rc::new(play),
        dispatch: Callback::noop(),
        fresh_seed: Callback::from(|()| Seed(1)),
        read_aloud: false,
        saving: Saving::On,
        embed: false,
        full: "".into(),
        hurry: false,
        on_devices: None,
        away: None,
    }
}

/// The play screen's markup for `play`.
pub fn play_screen<G: TableGame>(play: Play<G>) -> String {
    render::<PlayScreen<G>>(play_props(play))
}
