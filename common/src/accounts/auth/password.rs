//! Passwords are hashed with argon2id at OWASP's recommended cost (19 MiB, 2 passes, 1 lane) and
//! stored as PHC strings. Hashing runs on the blocking pool: it takes tens of milliseconds of CPU.

use argon2::{
    Algorithm, Argon2, Params, Version,
    password_hash::{PasswordHasher, PasswordVerifier, phc::PasswordHash},
};

use crate::{accounts::rules::Password, error::AppError};

fn hasher() -> Argon2<'static> {
    Argon2::new(Algorithm::Argon2id, Version::V0x13, Params::DEFAULT)
}

/// The PHC string of `password`, with a fresh random salt.
pub async fn hash(password: &Password) -> Result<String, AppError> {
    let password = password.as_str().to_owned();
    tokio::task::spawn_blocking(move || {
        let hash: PasswordHash = hasher()
            .hash_password(password.as_bytes())
            .map_err(|e| anyhow::anyhow!("argon2 hash failed: {e}"))?;
        Ok(hash.to_string())
    })
    .await
    .map_err(anyhow::Error::from)?
}

/// Whether `password` matches `phc`. With `phc = None` (unknown login id) it still spends the time
/// of one verification, so a response time does not tell which ids exist.
pub async fn verify(password: &str, phc: Option<&str>) -> Result<bool, AppError> {
    let password = password.to_owned();
    let phc = phc.map(str::to_owned);
    tokio::task::spawn_blocking(move || {
        let stored = phc.as_deref().unwrap_or(dummy_hash());
        let Ok(parsed) = PasswordHash::new(stored) else {
            tracing::error!("stored password hash is not a PHC string");
            return false;
        };
        // argon2's comparison of the derived key is constant-time.
        let matches = hasher()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok();
        matches && phc.is_some()
    })
    .await
    .map_err(|e| AppError::Internal(e.into()))
}

/// Letters and digits that cannot be mistaken for one another when read off a console (no 0/
/// o/O, 1/l/I): 56 symbols.
const READABLE: &[u8] = b"abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/// A random password people can copy by eye: four groups of four readable symbols joined by
/// hyphens (`Xk7p-Rw2m-...`): about 92 bits from rand's thread generator (a CSPRNG seeded by the OS).
pub fn generate() -> String {
    use rand::Rng;
    let mut rng = rand::rng();
    (0..4)
        .map(|_| {
            (0..4)
                .map(|_| READABLE[rng.random_range(0..READABLE.len())] as char)
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("-")
}

/// A valid hash of a random password, made once, to verify against for unknown ids.
fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| {
        let secret = super::tokens::random_hex(16);
        let hash: PasswordHash = hasher()
            .hash_password(secret.as_bytes())
            .expect("argon2 hashes a 32-byte ascii password");
        hash.to_string()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_generated_password_is_four_readable_groups_and_never_repeats() {
        let first = generate();
        let groups: Vec<&str> = first.split('-').collect();
        assert_eq!(groups.len(), 4);
        assert!(
            groups
                .iter()
                .all(|g| g.len() == 4 && g.bytes().all(|b| READABLE.contains(&b)))
        );
        assert!(Password::parse(&first).is_ok());
        assert_ne!(first, generate());
    }

    #[tokio::test]
    async fn a_hash_verifies_its_password_and_nothing_else() {
        let phc = hash(&Password::parse("correct horse").unwrap())
            .await
            .unwrap();
        assert!(phc.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(verify("correct horse", Some(&phc)).await.unwrap());
        assert!(!verify("wrong horse", Some(&phc)).await.unwrap());
        assert!(!verify("correct horse", None).await.unwrap());
    }
}
