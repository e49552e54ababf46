//! Quadrant for the desktop: one window on the web app (the main window's URL in tauri.conf.json
//! is the deployment's PUBLIC_URL), signed in through the system browser.
//! - Sign-in: the page calls `initiate_oauth_login`; the provider returns to
//!   `<PUBLIC_URL>/auth/desktop-callback` in the browser, whose page opens this app through the
//!   build's custom URL scheme; the deep-link plugin (or, on Windows and Linux, a second launch
//!   handed over by the single-instance plugin) brings the link here, and commands.rs finishes.
//! - Tokens live in the operating system's credential store (tokens.rs); the page asks for a
//!   valid access token (`get_valid_token`) and signs out with `clear_stored_tokens`.
//! - Only the web app's origin may call the commands (the capability in tauri.conf.json, and
//!   build.rs's app manifest, which puts app commands under the permission system).
mod commands;
mod contract;
mod oauth;
mod tokens;

use tauri::{Manager, WebviewUrl};
use tauri_plugin_deep_link::DeepLinkExt;
use url::Url;

type SetupResult<T> = Result<T, Box<dyn std::error::Error>>;

/// The web app's address: the main window's URL, which must be an external one.
fn public_url(config: &tauri::Config) -> SetupResult<Url> {
    let window = config
        .app
        .windows
        .iter()
        .find(|w| w.label == "main")
        .ok_or("tauri.conf.json has no window labelled \"main\"")?;
    match &window.url {
        WebviewUrl::External(url) => Ok(url.clone()),
        _ => Err("the main window's url must be the web app's address (PUBLIC_URL/app)".into()),
    }
}

/// The build must register the scheme its web app's callback page opens (spec §2), or sign-in
/// would go nowhere: say so at start rather than after a sign-in in the browser.
fn check_scheme(config: &tauri::Config, public_url: &Url) -> SetupResult<()> {
    let expected = contract::scheme_for_host(public_url.host_str().unwrap_or_default());
    let registered = config
        .plugins
        .0
        .get("deep-link")
        .and_then(|c| c.pointer("/desktop/schemes"))
        .and_then(|s| s.as_array())
        .is_some_and(|schemes| schemes.iter().any(|s| s.as_str() == Some(expected)));
    if registered {
        Ok(())
    } else {
        Err(format!("{public_url} opens the app as {expected}://, which plugins.deep-link.desktop.schemes does not list").into())
    }
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    #[allow(unused_mut)]
    let mut builder = tauri::Builder::default();
    // First: a second launch (a link opened while the app runs) hands its arguments over and
    // exits; with the `deep-link` feature they reach the deep-link plugin's handler below.
    #[cfg(desktop)]
    {
        builder = builder.plugin(tauri_plugin_single_instance::init(|app, _argv, _cwd| {
            commands::show_main_window(app);
        }));
    }
    builder
        .plugin(tauri_plugin_deep_link::init())
        .plugin(tauri_plugin_opener::init())
        .setup(|app| {
            let url = public_url(app.config())?;
            check_scheme(app.config(), &url)?;
            app.manage(commands::AppState::new(
                url,
                app.config().identifier.clone(),
            ));
            // Linux and Windows learn the scheme at run time (an AppImage, a portable build).
            #[cfg(any(target_os = "linux", all(debug_assertions, windows)))]
            app.deep_link().register_all()?;
            let handle = app.handle().clone();
            app.deep_link().on_open_url(move |event| {
                for link in event.urls() {
                    tauri::async_runtime::spawn(commands::handle_return(handle.clone(), link));
                }
            });
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            commands::initiate_oauth_login,
            commands::clear_stored_tokens,
            commands::get_valid_token
        ])
        .run(tauri::generate_context!())
        .expect("Quadrant could not start");
}
