//! The three commands of spec §7, and the return of a sign-in through the custom URL scheme.
//! Names, payloads and results follow `src/shared/contracts/desktop.ts` (see contract.rs).
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{SystemTime, UNIX_EPOCH};

use tauri::{AppHandle, Manager, Runtime, State};
use tauri_plugin_opener::OpenerExt;
use url::Url;

use crate::contract::{
    CALLBACK_PATH, IDP_HINTS, OUTCOME_CANCELLED, OUTCOME_FAILED, OUTCOME_INVALID_NONCE,
    OUTCOME_INVALID_STATE, OUTCOME_PARAM, OUTCOME_SIGNED_IN, OUTCOME_UNAVAILABLE,
};
use crate::oauth::{self, GrantError, Pending, Provider};
use crate::tokens::{StoredTokens, TokenForPage, TokenStore};

pub struct AppState {
    /// The web app's address (the main window's URL in tauri.conf.json).
    public_url: Url,
    http: reqwest::Client,
    provider: tokio::sync::OnceCell<Provider>,
    pending: Mutex<Option<Pending>>,
    tokens: TokenStore,
    /// One refresh at a time: with rotating refresh tokens, two at once look like a stolen token.
    refreshing: tokio::sync::Mutex<()>,
}

impl AppState {
    pub fn new(public_url: Url, service: String) -> Self {
        Self {
            public_url,
            http: reqwest::Client::new(),
            provider: tokio::sync::OnceCell::new(),
            pending: Mutex::new(None),
            tokens: TokenStore::new(service),
            refreshing: tokio::sync::Mutex::new(()),
        }
    }

    fn callback_url(&self) -> Url {
        let mut url = self.public_url.clone();
        url.set_path(CALLBACK_PATH);
        url.set_query(None);
        url.set_fragment(None);
        url
    }

    /// Discovered once; a failure is not kept, so the next call tries again.
    async fn provider(&self) -> Result<&Provider, String> {
        self.provider
            .get_or_try_init(|| oauth::discover(&self.http, &self.public_url))
            .await
    }

    fn pending(&self) -> std::sync::MutexGuard<'_, Option<Pending>> {
        self.pending
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// Open the system browser on the identity provider (`idpHint`: Google, Microsoft, Apple; none: e-mail).
#[tauri::command]
pub async fn initiate_oauth_login<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, AppState>,
    idp_hint: Option<String>,
) -> Result<(), String> {
    if let Some(hint) = &idp_hint {
        if !IDP_HINTS.contains(&hint.as_str()) {
            return Err(format!("unknown identity provider: {hint}"));
        }
    }
    let provider = state.provider().await?;
    let pending = Pending::new();
    let url = oauth::authorization_url(
        provider,
        &pending,
        state.callback_url().as_str(),
        idp_hint.as_deref(),
    );
    *state.pending() = Some(pending);
    app.opener()
        .open_url(url.as_str(), None::<&str>)
        .map_err(|e| e.to_string())
}

/// Forget the tokens (sign-out) and any sign-in in progress.
#[tauri::command]
pub fn clear_stored_tokens(state: State<'_, AppState>) -> Result<(), String> {
    state.pending().take();
    state.tokens.clear()
}

/// The page's access token, refreshed first when close to expiry; none when signed out (or when
/// the provider refused the refresh, which forgets the tokens).
#[tauri::command]
pub async fn get_valid_token(state: State<'_, AppState>) -> Result<Option<TokenForPage>, String> {
    let _turn = state.refreshing.lock().await;
    let Some(tokens) = state.tokens.load()? else {
        return Ok(None);
    };
    let now = now_ms();
    if !tokens.needs_refresh(now) {
        return Ok(Some(tokens.for_page()));
    }
    let kept = |tokens: &StoredTokens| {
        if tokens.usable(now) {
            Ok(Some(tokens.for_page()))
        } else {
            Err(OUTCOME_UNAVAILABLE.to_owned())
        }
    };
    let Some(refresh_token) = tokens.refresh_token.clone() else {
        return kept(&tokens);
    };
    let Ok(provider) = state.provider().await else {
        return kept(&tokens);
    };
    match oauth::refresh(&state.http, provider, &refresh_token).await {
        Ok(response) => {
            let next = StoredTokens::from_response(response, Some(&tokens), now_ms());
            state.tokens.save(&next)?;
            Ok(Some(next.for_page()))
        }
        Err(GrantError::Rejected) => {
            state.tokens.clear()?;
            Ok(None)
        }
        Err(GrantError::Unavailable) => kept(&tokens),
    }
}

/// Finish the attempt a return link names; the outcome the page is told.
async fn finish_sign_in(state: &AppState, link: &Url) -> &'static str {
    if format!("/{}{}", link.host_str().unwrap_or_default(), link.path()) != CALLBACK_PATH {
        return OUTCOME_FAILED;
    }
    let params: HashMap<String, String> = link.query_pairs().into_owned().collect();
    // Taken only by the return that names it: a stray or forged link leaves the attempt alone.
    let pending = {
        let mut slot = state.pending();
        let named = slot
            .as_ref()
            .is_some_and(|p| params.get("state") == Some(&p.state));
        if named {
            slot.take()
        } else {
            None
        }
    };
    let Some(pending) = pending.filter(|p| !p.expired()) else {
        return OUTCOME_INVALID_STATE;
    };
    if let Some(error) = params.get("error") {
        return if error == "access_denied" {
            OUTCOME_CANCELLED
        } else {
            OUTCOME_FAILED
        };
    }
    let Some(code) = params.get("code") else {
        return OUTCOME_FAILED;
    };
    let Ok(provider) = state.provider().await else {
        return OUTCOME_UNAVAILABLE;
    };
    let redirect_uri = state.callback_url();
    let response =
        match oauth::exchange_code(&state.http, provider, code, &pending, redirect_uri.as_str())
            .await
        {
            Ok(response) => response,
            Err(GrantError::Unavailable) => return OUTCOME_UNAVAILABLE,
            Err(GrantError::Rejected) => return OUTCOME_FAILED,
        };
    if response
        .id_token
        .as_deref()
        .and_then(oauth::id_token_nonce)
        .as_deref()
        != Some(pending.nonce.as_str())
    {
        return OUTCOME_INVALID_NONCE;
    }
    match state
        .tokens
        .save(&StoredTokens::from_response(response, None, now_ms()))
    {
        Ok(()) => OUTCOME_SIGNED_IN,
        Err(_) => OUTCOME_FAILED,
    }
}

/// A link came back through the custom scheme (the deep-link plugin, or a second launch handed
/// over by the single-instance plugin): finish the sign-in, then bring the window to
/// `/auth/desktop-callback?desktop_outcome=…`, where the page takes it from there.
pub async fn handle_return<R: Runtime>(app: AppHandle<R>, link: Url) {
    let state = app.state::<AppState>();
    let outcome = finish_sign_in(&state, &link).await;
    let mut target = state.callback_url();
    target.query_pairs_mut().append_pair(OUTCOME_PARAM, outcome);
    if let Some(window) = app.get_webview_window("main") {
        #[allow(unused_mut)]
        // navigate takes `&mut self` in some Tauri 2 releases, `&self` in others
        let mut window = window;
        let _ = window.navigate(target);
    }
    show_main_window(&app);
}

/// Bring the window to the front (a second launch, or a sign-in that came back).
pub fn show_main_window<R: Runtime>(app: &AppHandle<R>) {
    if let Some(window) = app.get_webview_window("main") {
        let _ = window.unminimize();
        let _ = window.show();
        let _ = window.set_focus();
    }
}
