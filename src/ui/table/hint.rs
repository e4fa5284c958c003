//! The hint machinery both hint games share (Foursquare's chance to win, Quad*doku's best
//! move): asked for with a button, worked out after the next paint so "Thinking…" shows
//! first, and kept only while the position it was worked out for stays on the table.

use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// A hint for the position `key`: (the hint, if worked out for this very position;
/// whether it is being worked out; ask for it).
#[hook]
pub fn use_hint<K, H, F>(key: K, work: F) -> (Option<H>, bool, Callback<()>)
where
    K: PartialEq + Clone + 'static,
    H: Clone + PartialEq + 'static,
    F: Fn(&K) -> Option<H> + 'static,
{
    let hinted = use_state(|| None::<(K, H)>);
    let thinking = use_state(|| false);
    {
        let (hinted, thinking) = (hinted.clone(), thinking.clone());
        let key = key.clone();
        use_effect_with(*thinking, move |busy| {
            // A short delay lets "Thinking…" paint before the search runs.
            let timer = busy.then(|| {
                Timeout::new(20, move || {
                    if let Some(hint) = work(&key) {
                        hinted.set(Some((key, hint)));
                    }
                    thinking.set(false);
                })
            });
            move || drop(timer)
        });
    }
    let current = hinted
        .as_ref()
        .filter(|(k, _)| *k == key)
        .map(|(_, h)| h.clone());
    let ask = {
        let thinking = thinking.clone();
        Callback::from(move |()| thinking.set(true))
    };
    (current, *thinking, ask)
}
