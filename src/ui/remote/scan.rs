//! Reading a QR code on the page: with the device's camera (a live picture, read a few
//! times a second until a code is found) or from a photo the person picks. The host
//! reads a guest's answer this way, and a guest the host's invitation; pasting the
//! code stays beside it, for a device without a camera or a frame that does not allow
//! one.
//!
//! Nothing is sent anywhere: the frames are read on the device, by the reader's bundle
//! (`crate::reader`), which the page starts the first time a person scans (through the
//! page's loader, `fourfoldBundleHere`); the camera is let go as soon as a code is read,
//! the person stops it, or the screen that asked for it closes.

use std::cell::Cell;
use std::rc::Rc;

use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    CanvasRenderingContext2d, HtmlCanvasElement, HtmlInputElement, HtmlVideoElement, ImageBitmap,
    MediaStream, MediaStreamTrack,
};
use yew::prelude::*;

use crate::reader::{self, Reading};
use crate::ui::words::capitalised;

/// The page loader's function that starts a bundle on the page and gives a promise of
/// the function it offers (static/loader.js).
const BUNDLE_HERE: &str = "fourfoldBundleHere";

/// Why the reader gave no answer, in words for the person.
const NO_READER: &str =
    "the code reader could not be loaded here: check the connection, or paste the code";
/// The reader's answer could not be read: it is from another build than the page's.
const OTHER_READER: &str =
    "Fourfold was updated since this page opened: reload it, or paste the code";

/// How often a camera's picture is read.
const FRAME_MS: i32 = 200;
/// The longest side a camera's frame is read at (a larger one takes longer to read and
/// finds a code held at arm's length no better).
const FRAME_SIDE: u32 = 720;
/// The longest side a photo is read at.
const PHOTO_SIDE: u32 = 1280;

/// A size scaled down to fit `side` on its longer side (never up).
fn fitted(width: u32, height: u32, side: u32) -> (u32, u32) {
    let longer = width.max(height).max(1);
    if longer <= side {
        return (width, height);
    }
    (
        (u64::from(width) * u64::from(side) / u64::from(longer)) as u32,
        (u64::from(height) * u64::from(side) / u64::from(longer)) as u32,
    )
}

/// Why the camera or a photo gave no code, in words for the person.
fn browser_words(error: &JsValue) -> String {
    let name = Reflect::get(error, &"name".into())
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default();
    match name.as_str() {
        "NotAllowedError" | "SecurityError" => {
            "the camera was not allowed here: allow it, pick a photo of the code, or paste it"
                .into()
        }
        "NotFoundError" | "OverconstrainedError" => {
            "this device has no camera to use: pick a photo of the code, or paste it".into()
        }
        "NotReadableError" | "AbortError" => {
            "the camera is in use by something else: close it there, or paste the code".into()
        }
        _ => "the picture could not be read: pick another, or paste the code".into(),
    }
}

/// Waits `ms` milliseconds.
async fn pause(ms: i32) {
    let waited = Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = JsFuture::from(waited).await;
}

/// A canvas of `width` x `height` to draw a picture on and read it back.
fn canvas(width: u32, height: u32) -> Option<(HtmlCanvasElement, CanvasRenderingContext2d)> {
    let canvas: HtmlCanvasElement = web_sys::window()?
        .document()?
        .create_element("canvas")
        .ok()?
        .dyn_into()
        .ok()?;
    canvas.set_width(width);
    canvas.set_height(height);
    let options = Object::new();
    let _ = Reflect::set(&options, &"willReadFrequently".into(), &true.into());
    let context = canvas
        .get_context_with_context_options("2d", &options)
        .ok()??
        .dyn_into()
        .ok()?;
    Some((canvas, context))
}

/// Starts loading the reader's bundle (at once if it is already in): a promise of its
/// function.
fn start_reader() -> Result<Promise, String> {
    let start: Function = web_sys::window()
        .and_then(|window| Reflect::get(&window, &BUNDLE_HERE.into()).ok())
        .and_then(|f| f.dyn_into().ok())
        .ok_or(NO_READER)?;
    start
        .call1(&JsValue::NULL, &reader::BUNDLE.into())
        .ok()
        .and_then(|p| p.dyn_into().ok())
        .ok_or_else(|| NO_READER.to_string())
}

/// The reader's function, once its bundle is in.
async fn reader(loading: Promise) -> Result<Function, String> {
    JsFuture::from(loading)
        .await
        .ok()
        .and_then(|f| f.dyn_into().ok())
        .ok_or_else(|| NO_READER.to_string())
}

/// What `read` makes of what `context` holds (`width` x `height`); an error when the
/// reader gave an answer that is none.
fn read_drawn(
    read: &Function,
    context: &CanvasRenderingContext2d,
    width: u32,
    height: u32,
) -> Result<Reading, String> {
    let Ok(image) = context.get_image_data(0.0, 0.0, f64::from(width), f64::from(height)) else {
        return Ok(Err(reader::ReadError::NoCode));
    };
    let pixels = Reflect::get(&image, &"data".into()).map_err(|_| OTHER_READER)?;
    read.call3(&JsValue::NULL, &width.into(), &height.into(), &pixels)
        .ok()
        .and_then(|answer| answer.as_string())
        .and_then(|answer| serde_json::from_str(&answer).ok())
        .ok_or_else(|| OTHER_READER.to_string())
}

/// Lets the camera go.
fn let_go(stream: &MediaStream, video: &HtmlVideoElement) {
    for track in stream.get_tracks().iter() {
        if let Ok(track) = track.dyn_into::<MediaStreamTrack>() {
            track.stop();
        }
    }
    video.set_src_object(None);
}

/// Shows the camera's picture in `video` and reads it until a code is found (its text)
/// or `watching` turns false (`Ok(None)`).
async fn watch(
    video: HtmlVideoElement,
    watching: Rc<Cell<bool>>,
) -> Result<Option<String>, String> {
    let loading = start_reader()?;
    let devices = web_sys::window()
        .map(|w| w.navigator())
        .and_then(|n| n.media_devices().ok())
        .ok_or("this page cannot use a camera: pick a photo of the code, or paste it")?;
    let wanted = Object::new();
    let video_wanted = Object::new();
    let facing = Object::new();
    let _ = Reflect::set(&facing, &"ideal".into(), &"environment".into());
    let _ = Reflect::set(&video_wanted, &"facingMode".into(), &facing);
    let _ = Reflect::set(&wanted, &"video".into(), &video_wanted);
    let _ = Reflect::set(&wanted, &"audio".into(), &false.into());
    let asked = devices
        .get_user_media_with_constraints(&wanted.unchecked_into())
        .map_err(|e| browser_words(&e))?;
    let stream: MediaStream = JsFuture::from(asked)
        .await
        .map_err(|e| browser_words(&e))?
        .unchecked_into();
    let read = match reader(loading).await {
        Ok(read) if watching.get() => read,
        Ok(_) => {
            let_go(&stream, &video);
            return Ok(None);
        }
        Err(why) => {
            let_go(&stream, &video);
            return Err(why);
        }
    };
    video.set_src_object(Some(&stream));
    if let Ok(playing) = video.play() {
        let _ = JsFuture::from(playing).await;
    }
    let mut drawn = None;
    let found = loop {
        if !watching.get() {
            break Ok(None);
        }
        pause(FRAME_MS).await;
        let (width, height) = (video.video_width(), video.video_height());
        if video.ready_state() < 2 || width == 0 || height == 0 {
            continue;
        }
        let (w, h) = fitted(width, height, FRAME_SIDE);
        if drawn
            .as_ref()
            .is_none_or(|(_, _, dw, dh)| (*dw, *dh) != (w, h))
        {
            drawn = canvas(w, h).map(|(c, x)| (c, x, w, h));
        }
        let Some((_, context, _, _)) = &drawn else {
            break Ok(None);
        };
        let _ = context.draw_image_with_html_video_element_and_dw_and_dh(
            &video,
            0.0,
            0.0,
            f64::from(w),
            f64::from(h),
        );
        match read_drawn(&read, context, w, h) {
            Ok(Ok(text)) => break Ok(Some(text)),
            Ok(Err(_)) => {}
            Err(why) => break Err(why),
        }
    };
    let_go(&stream, &video);
    found
}

/// The code in the photo `file`.
async fn read_photo(file: web_sys::File) -> Result<String, String> {
    let loading = start_reader()?;
    let window = web_sys::window().ok_or("no window")?;
    let decoding = window
        .create_image_bitmap_with_blob(&file)
        .map_err(|e| browser_words(&e))?;
    let bitmap: ImageBitmap = JsFuture::from(decoding)
        .await
        .map_err(|e| browser_words(&e))?
        .unchecked_into();
    let (w, h) = fitted(bitmap.width(), bitmap.height(), PHOTO_SIDE);
    let (_canvas, context) = canvas(w, h).ok_or("this browser cannot read a picture")?;
    let _ = context.draw_image_with_image_bitmap_and_dw_and_dh(
        &bitmap,
        0.0,
        0.0,
        f64::from(w),
        f64::from(h),
    );
    bitmap.close();
    let read = reader(loading).await?;
    read_drawn(&read, &context, w, h)?.map_err(|e| e.to_string())
}

/// Props of [`Scanner`].
#[derive(Properties, PartialEq)]
pub struct ScannerProps {
    /// What is scanned, as the buttons name it ("their answer").
    pub what: AttrValue,
    /// A code was read: its text.
    pub on_read: Callback<String>,
}

/// Buttons that read a QR code with the camera or from a photo, and the camera's
/// picture while it looks.
#[component]
pub fn Scanner(props: &ScannerProps) -> Html {
    let looking = use_state(|| false);
    let status = use_state(String::new);
    let video = use_node_ref();
    {
        let (video, status, looking_now) = (video.clone(), status.clone(), looking.clone());
        let on_read = props.on_read.clone();
        use_effect_with(*looking, move |looking| {
            let watching = Rc::new(Cell::new(*looking));
            if let (true, Some(element)) = (*looking, video.cast::<HtmlVideoElement>()) {
                let still = watching.clone();
                status.set("Point the camera at the code…".into());
                wasm_bindgen_futures::spawn_local(async move {
                    let seen = watch(element, still.clone()).await;
                    if !still.get() {
                        return;
                    }
                    match seen {
                        Ok(Some(text)) => {
                            status.set("Code read.".into());
                            on_read.emit(text);
                        }
                        Ok(None) => status.set(String::new()),
                        Err(why) => status.set(format!("{}.", capitalised(&why))),
                    }
                    looking_now.set(false);
                });
            }
            move || watching.set(false)
        });
    }
    let start = {
        let looking = looking.clone();
        Callback::from(move |_: MouseEvent| looking.set(true))
    };
    let stop = {
        let (looking, status) = (looking.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            status.set(String::new());
            looking.set(false);
        })
    };
    let photo = {
        let (status, on_read) = (status.clone(), props.on_read.clone());
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|files| files.get(0)) else {
                return;
            };
            input.set_value("");
            let (status, on_read) = (status.clone(), on_read.clone());
            status.set("Reading the photo…".into());
            wasm_bindgen_futures::spawn_local(async move {
                match read_photo(file).await {
                    Ok(text) => {
                        status.set("Code read.".into());
                        on_read.emit(text);
                    }
                    Err(why) => status.set(format!("{}.", capitalised(&why))),
                }
            });
        })
    };
    html! {
        <div class="scanner">
            <div class="scan-actions">
                if *looking {
                    <button type="button" onclick={stop}>{ "Stop the camera" }</button>
                } else {
                    <button type="button" onclick={start}>{ format!("Scan {} with the camera", props.what) }</button>
                }
                <label class="button-like">
                    { format!("Pick a photo of {}", props.what) }
                    <input type="file" accept="image/*" class="visually-hidden" onchange={photo} />
                </label>
            </div>
            <video ref={video} class="camera" hidden={!*looking} muted=true playsinline=true
                   aria-label="What the camera sees" />
            <p role="status">{ (*status).clone() }</p>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::fitted;

    #[test]
    fn a_frame_is_scaled_down_to_its_longest_side_and_never_up() {
        assert_eq!(fitted(1280, 720, 720), (720, 405));
        assert_eq!(fitted(720, 1280, 720), (405, 720));
        assert_eq!(fitted(640, 480, 720), (640, 480));
        assert_eq!(fitted(0, 0, 720), (0, 0));
    }
}
