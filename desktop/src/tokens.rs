//! The tokens, kept in the operating system's credential store (macOS Keychain, Windows Credential
//! Manager, the Secret Service on Linux), never in a file or in the web view's storage. One entry
//! per token: Windows limits an entry to 2,560 bytes, and a Keycloak refresh token alone can be
//! a kilobyte. The page is given the access and ID tokens only; the refresh token stays here.
use keyring::Entry;
use serde::Serialize;

use crate::contract::REFRESH_MARGIN_SECONDS;
use crate::oauth::TokenResponse;

const ACCESS: &str = "access-token";
const REFRESH: &str = "refresh-token";
const ID: &str = "id-token";
/// `<expires at>:<received at>`, epoch milliseconds.
const TIMES: &str = "token-times";
/// A token response without `expires_in`: the embedded provider's access tokens live 5 minutes.
const DEFAULT_LIFETIME_SECONDS: u64 = 300;
/// A token with less than this left is not handed over (the web session's minimum validity).
const MIN_VALIDITY_MS: u64 = 5_000;

pub struct StoredTokens {
    pub access_token: String,
    pub refresh_token: Option<String>,
    pub id_token: Option<String>,
    pub expires_at_ms: u64,
    pub received_at_ms: u64,
}

/// What `get_valid_token` hands the page (contract: `{ accessToken, idToken, expiresAt }`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TokenForPage {
    pub access_token: String,
    pub id_token: Option<String>,
    pub expires_at: u64,
}

impl StoredTokens {
    /// Tokens from a grant; a refresh that returns no new refresh or ID token keeps the previous.
    pub fn from_response(
        response: TokenResponse,
        previous: Option<&StoredTokens>,
        now_ms: u64,
    ) -> Self {
        let lifetime = response.expires_in.unwrap_or(DEFAULT_LIFETIME_SECONDS);
        Self {
            access_token: response.access_token,
            refresh_token: response
                .refresh_token
                .or_else(|| previous.and_then(|p| p.refresh_token.clone())),
            id_token: response
                .id_token
                .or_else(|| previous.and_then(|p| p.id_token.clone())),
            expires_at_ms: now_ms + lifetime * 1000,
            received_at_ms: now_ms,
        }
    }

    /// Under 300 s left (spec §9), or under half its life for a token that lives less than 600 s,
    /// which would otherwise be refreshed on every call.
    pub fn needs_refresh(&self, now_ms: u64) -> bool {
        let lifetime = self.expires_at_ms.saturating_sub(self.received_at_ms);
        let margin = (REFRESH_MARGIN_SECONDS * 1000).min(lifetime / 2);
        self.expires_at_ms.saturating_sub(now_ms) < margin
    }

    pub fn usable(&self, now_ms: u64) -> bool {
        self.expires_at_ms > now_ms + MIN_VALIDITY_MS
    }

    pub fn for_page(&self) -> TokenForPage {
        TokenForPage {
            access_token: self.access_token.clone(),
            id_token: self.id_token.clone(),
            expires_at: self.expires_at_ms,
        }
    }
}

/// The credential store's entries of one build (the service is the app's identifier, so the
/// production, dev and local builds keep apart).
pub struct TokenStore {
    service: String,
}

fn read(entry: &Entry) -> Result<Option<String>, String> {
    match entry.get_password() {
        Ok(value) => Ok(Some(value)),
        Err(keyring::Error::NoEntry) => Ok(None),
        Err(e) => Err(e.to_string()),
    }
}

impl TokenStore {
    pub fn new(service: String) -> Self {
        Self { service }
    }

    fn entry(&self, name: &str) -> Result<Entry, String> {
        Entry::new(&self.service, name).map_err(|e| e.to_string())
    }

    pub fn load(&self) -> Result<Option<StoredTokens>, String> {
        let (Some(access_token), Some(times)) =
            (read(&self.entry(ACCESS)?)?, read(&self.entry(TIMES)?)?)
        else {
            return Ok(None);
        };
        let Some((expires, received)) = times.split_once(':') else {
            return Ok(None);
        };
        let (Ok(expires_at_ms), Ok(received_at_ms)) =
            (expires.parse::<u64>(), received.parse::<u64>())
        else {
            return Ok(None);
        };
        Ok(Some(StoredTokens {
            access_token,
            refresh_token: read(&self.entry(REFRESH)?)?,
            id_token: read(&self.entry(ID)?)?,
            expires_at_ms,
            received_at_ms,
        }))
    }

    pub fn save(&self, tokens: &StoredTokens) -> Result<(), String> {
        let set = |name: &str, value: &str| -> Result<(), String> {
            self.entry(name)?
                .set_password(value)
                .map_err(|e| e.to_string())
        };
        set(ACCESS, &tokens.access_token)?;
        set(
            TIMES,
            &format!("{}:{}", tokens.expires_at_ms, tokens.received_at_ms),
        )?;
        match &tokens.refresh_token {
            Some(token) => set(REFRESH, token)?,
            None => self.delete(REFRESH)?,
        }
        match &tokens.id_token {
            Some(token) => set(ID, token),
            None => self.delete(ID),
        }
    }

    fn delete(&self, name: &str) -> Result<(), String> {
        match self.entry(name)?.delete_credential() {
            Ok(()) | Err(keyring::Error::NoEntry) => Ok(()),
            Err(e) => Err(e.to_string()),
        }
    }

    pub fn clear(&self) -> Result<(), String> {
        for name in [ACCESS, REFRESH, ID, TIMES] {
            self.delete(name)?;
        }
        Ok(())
    }
}
