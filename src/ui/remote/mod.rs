//! Play across devices in the browser: the WebRTC connection between the host and a
//! guest ([`channel`]). The screens that use it are not built yet (issue 37).

pub mod channel;
