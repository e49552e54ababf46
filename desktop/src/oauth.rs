//! The OAuth work of a desktop sign-in, done the way RFC 8252 has native apps do it: the
//! authorization code flow with PKCE (S256) in the system browser, the code exchanged here, never
//! in the page. Rules:
//! - the issuer and client id come from the web app's own `GET /api/client-config`, so the build
//!   knows only the web app's address;
//! - a fresh verifier (96 characters, spec §9), state and nonce per attempt; an attempt lives an
//!   hour at most, and is taken once, by the return whose `state` matches;
//! - the ID token must carry the attempt's nonce. It comes straight from the token endpoint over
//!   TLS, which OpenID Connect Core (3.1.3.7) lets stand in for checking its signature here.
use std::time::{Duration, Instant};

use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use rand::RngCore;
use serde::Deserialize;
use sha2::{Digest, Sha256};
use url::Url;

/// Scopes of the native and desktop apps (spec §7): a refresh token that outlives the session.
pub const SCOPE: &str = "openid profile email offline_access";
const PENDING_LIFETIME: Duration = Duration::from_secs(60 * 60);

/// The identity provider, as the web app's configuration names it.
pub struct Provider {
    pub client_id: String,
    pub authorization_endpoint: Url,
    pub token_endpoint: Url,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ClientConfig {
    issuer: String,
    client_id: String,
}

#[derive(Deserialize)]
struct Discovery {
    authorization_endpoint: Url,
    token_endpoint: Url,
}

async fn get_json<T: serde::de::DeserializeOwned>(
    http: &reqwest::Client,
    url: Url,
) -> Result<T, String> {
    let response = http.get(url).send().await.map_err(|e| e.to_string())?;
    let response = response.error_for_status().map_err(|e| e.to_string())?;
    response.json::<T>().await.map_err(|e| e.to_string())
}

/// The web app's client configuration, then its issuer's discovery document.
pub async fn discover(http: &reqwest::Client, public_url: &Url) -> Result<Provider, String> {
    let config_url = public_url
        .join("/api/client-config")
        .map_err(|e| e.to_string())?;
    let config: ClientConfig = get_json(http, config_url).await?;
    let issuer = config.issuer.trim_end_matches('/');
    let discovery_url = Url::parse(&format!("{issuer}/.well-known/openid-configuration"))
        .map_err(|e| e.to_string())?;
    let discovery: Discovery = get_json(http, discovery_url).await?;
    Ok(Provider {
        client_id: config.client_id,
        authorization_endpoint: discovery.authorization_endpoint,
        token_endpoint: discovery.token_endpoint,
    })
}

/// One sign-in attempt, from opening the browser to the return through the custom scheme.
pub struct Pending {
    pub verifier: String,
    pub state: String,
    pub nonce: String,
    started: Instant,
}

fn random_base64url(bytes: usize) -> String {
    let mut buffer = vec![0u8; bytes];
    rand::thread_rng().fill_bytes(&mut buffer);
    URL_SAFE_NO_PAD.encode(buffer)
}

impl Pending {
    pub fn new() -> Self {
        Self {
            // 72 random bytes are exactly 96 base64url characters.
            verifier: random_base64url(72),
            state: random_base64url(32),
            nonce: random_base64url(32),
            started: Instant::now(),
        }
    }

    pub fn expired(&self) -> bool {
        self.started.elapsed() > PENDING_LIFETIME
    }
}

/// The provider's sign-in page for this attempt. `prompt=login`: the system browser may hold
/// someone else's session, or the one this app just signed out of.
pub fn authorization_url(
    provider: &Provider,
    pending: &Pending,
    redirect_uri: &str,
    idp_hint: Option<&str>,
) -> Url {
    let challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(pending.verifier.as_bytes()));
    let mut url = provider.authorization_endpoint.clone();
    {
        let mut query = url.query_pairs_mut();
        query
            .append_pair("client_id", &provider.client_id)
            .append_pair("redirect_uri", redirect_uri)
            .append_pair("response_type", "code")
            .append_pair("scope", SCOPE)
            .append_pair("state", &pending.state)
            .append_pair("nonce", &pending.nonce)
            .append_pair("code_challenge", &challenge)
            .append_pair("code_challenge_method", "S256")
            .append_pair("prompt", "login");
        if let Some(hint) = idp_hint {
            query.append_pair("kc_idp_hint", hint);
        }
    }
    url
}

#[derive(Deserialize)]
pub struct TokenResponse {
    pub access_token: String,
    pub refresh_token: Option<String>,
    pub id_token: Option<String>,
    pub expires_in: Option<u64>,
}

/// Why a grant gave no tokens: the provider refused it (ends the session), or could not be asked
/// (offline, 5xx, 429: try again later).
pub enum GrantError {
    Rejected,
    Unavailable,
}

async fn token_request(
    http: &reqwest::Client,
    provider: &Provider,
    form: &[(&str, &str)],
) -> Result<TokenResponse, GrantError> {
    let response = http
        .post(provider.token_endpoint.clone())
        .form(form)
        .send()
        .await
        .map_err(|_| GrantError::Unavailable)?;
    let status = response.status();
    if status.is_server_error() || status == reqwest::StatusCode::TOO_MANY_REQUESTS {
        return Err(GrantError::Unavailable);
    }
    if !status.is_success() {
        return Err(GrantError::Rejected);
    }
    response
        .json::<TokenResponse>()
        .await
        .map_err(|_| GrantError::Rejected)
}

pub async fn exchange_code(
    http: &reqwest::Client,
    provider: &Provider,
    code: &str,
    pending: &Pending,
    redirect_uri: &str,
) -> Result<TokenResponse, GrantError> {
    let form = [
        ("grant_type", "authorization_code"),
        ("code", code),
        ("client_id", provider.client_id.as_str()),
        ("redirect_uri", redirect_uri),
        ("code_verifier", pending.verifier.as_str()),
    ];
    token_request(http, provider, &form).await
}

pub async fn refresh(
    http: &reqwest::Client,
    provider: &Provider,
    refresh_token: &str,
) -> Result<TokenResponse, GrantError> {
    let form = [
        ("grant_type", "refresh_token"),
        ("refresh_token", refresh_token),
        ("client_id", provider.client_id.as_str()),
    ];
    token_request(http, provider, &form).await
}

/// The `nonce` claim of an ID token, read without checking its signature (see the module's rules).
pub fn id_token_nonce(id_token: &str) -> Option<String> {
    let payload = id_token.split('.').nth(1)?;
    let bytes = URL_SAFE_NO_PAD.decode(payload.trim_end_matches('=')).ok()?;
    let claims: serde_json::Value = serde_json::from_slice(&bytes).ok()?;
    claims.get("nonce")?.as_str().map(str::to_owned)
}
