//! Posting to the page around the app, and following the content's height. Each does
//! nothing outside a frame, and nothing fails loudly: a widget must never break its
//! host page.

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use super::WidgetEvent;

fn parent() -> Option<web_sys::Window> {
    let window = web_sys::window()?;
    let parent = window.parent().ok().flatten()?;
    (!js_sys::Object::is(&window, &parent)).then_some(parent)
}

/// Whether the app runs inside a frame.
pub fn framed() -> bool {
    parent().is_some()
}

/// Posts `event` to the parent page, if there is one. The target origin is any: a
/// sandboxed widget cannot know its host's, and the messages hold nothing private.
pub fn post(event: &WidgetEvent) {
    let Some(parent) = parent() else { return };
    let Ok(message) = js_sys::JSON::parse(&event.to_json()) else {
        return;
    };
    let _ = parent.post_message(&message, "*");
}

/// Posts the height the widget asks for now and whenever the frame's width changes: a
/// height worked out from the width alone (see `table::layout::widget_height`), so that
/// what the host page hears never depends on what is on screen (a hand, a pass screen, a
/// button that comes and goes). The table fits whatever height the frame is given. The
/// observer lives as long as the page.
pub fn follow_height(element: web_sys::Element) {
    if !framed() {
        return;
    }
    let last = std::cell::Cell::new(0u32);
    let measure = move |element: &web_sys::Element| {
        let width = element.get_bounding_client_rect().width();
        let height = crate::ui::table::layout::widget_height(width);
        if width > 0.0 && height != last.replace(height) {
            post(&WidgetEvent::Height { height });
        }
    };
    measure(&element);
    let watched = element.clone();
    let callback = Closure::<dyn FnMut()>::new(move || measure(&watched));
    if let Ok(observer) = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()) {
        observer.observe(&element);
    }
    callback.forget();
}

/// Sets the page's colours: `data-theme` on the root element, which the stylesheet
/// reads (no attribute: the device's choice).
pub fn apply_theme(theme: crate::ui::url::Theme) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let _ = match theme {
        crate::ui::url::Theme::System => root.remove_attribute("data-theme"),
        other => root.set_attribute("data-theme", other.key()),
    };
}
