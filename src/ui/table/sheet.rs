//! A sheet over the table (the rules, the log, the players, the menu): a modal
//! `<dialog>`, so focus stays inside while it is open, Escape closes it and focus goes
//! back where it was. Its content is drawn only while it is open.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Props of [`Sheet`].
#[derive(Properties, PartialEq)]
pub struct SheetProps {
    /// The sheet's heading.
    pub title: AttrValue,
    /// Shown now.
    pub open: bool,
    /// Closed (the Close button, Escape, or a tap beside the sheet).
    pub on_close: Callback<()>,
    /// What it holds.
    #[prop_or_default]
    pub children: Html,
}

/// A sheet over the table.
#[component]
pub fn Sheet(props: &SheetProps) -> Html {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with(props.open, move |open| {
            if let Some(dialog) = node.cast::<web_sys::HtmlDialogElement>() {
                if *open && !dialog.open() {
                    let _ = dialog.show_modal();
                } else if !*open && dialog.open() {
                    dialog.close();
                }
            }
        });
    }
    let onclose = props.on_close.reform(|_: Event| ());
    // A tap on the backdrop lands on the dialog itself, outside its inner box.
    let onclick = {
        let on_close = props.on_close.clone();
        Callback::from(move |e: MouseEvent| {
            let on_backdrop = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlDialogElement>().ok())
                .is_some();
            if on_backdrop {
                on_close.emit(());
            }
        })
    };
    let id = format!(
        "sheet-{}",
        props
            .title
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .collect::<String>()
            .to_ascii_lowercase()
    );
    html! {
        <dialog ref={node} class="sheet" aria-labelledby={id.clone()} {onclose} {onclick}>
            if props.open {
                <div class="sheet-box">
                    <div class="sheet-head">
                        <h2 {id}>{ props.title.clone() }</h2>
                        <button class="close" onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Close" }</button>
                    </div>
                    <div class="sheet-body" tabindex="0">{ props.children.clone() }</div>
                </div>
            }
        </dialog>
    }
}
