//! Which address a request comes from: the socket's, or, when the socket is one of the
//! `TRUSTED_PROXIES`, the address that proxy saw (the right-most `X-Forwarded-For` entry that is
//! not itself a trusted proxy). A client cannot pick its own address by sending the header
//! directly: it is read only behind a trusted proxy. Sign-in limits and the audit log use it.

use std::{
    net::{IpAddr, SocketAddr},
    sync::Arc,
};

use axum::{
    extract::{ConnectInfo, Request, State},
    http::HeaderMap,
    middleware::Next,
    response::Response,
};
use ipnet::IpNet;

/// The resolved client address, as a request extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddress(pub IpAddr);

/// The reverse proxies whose `X-Forwarded-For` is believed.
#[derive(Debug, Clone, Default)]
pub struct TrustedProxies(pub Arc<Vec<IpNet>>);

impl TrustedProxies {
    fn trusts(&self, addr: IpAddr) -> bool {
        self.0.iter().any(|net| net.contains(&addr))
    }

    /// The client behind `peer`, given the request's headers.
    pub fn client_of(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        if !self.trusts(peer) {
            return peer;
        }
        // Each trusted proxy appends the address it saw, so the right-most untrusted one is the
        // client as our first proxy saw it; anything left of it the client could have written.
        let hops: Vec<IpAddr> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|hop| hop.trim().parse().ok())
            .collect();
        hops.iter()
            .rev()
            .find(|hop| !self.trusts(**hop))
            .or(hops.first())
            .copied()
            .unwrap_or(peer)
    }
}

pub async fn resolve(
    State(trusted): State<TrustedProxies>,
    mut request: Request,
    next: Next,
) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| addr.ip());
    if let Some(peer) = peer {
        let client = trusted.client_of(peer, request.headers());
        request.extensions_mut().insert(ClientAddress(client));
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn proxies(list: &str) -> TrustedProxies {
        TrustedProxies(Arc::new(common::config::trusted_proxies(list).unwrap()))
    }

    fn headers(xff: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert("x-forwarded-for", xff.parse().unwrap());
        h
    }

    #[test]
    fn the_header_counts_only_behind_a_trusted_proxy() {
        let peer: IpAddr = "198.51.100.1".parse().unwrap();
        assert_eq!(proxies("").client_of(peer, &headers("203.0.113.9")), peer);
        assert_eq!(
            proxies("198.51.100.0/24").client_of(peer, &headers("203.0.113.9")),
            "203.0.113.9".parse::<IpAddr>().unwrap()
        );
    }

    #[test]
    fn a_client_cannot_hide_behind_entries_it_wrote_itself() {
        let peer: IpAddr = "10.0.0.2".parse().unwrap();
        let trusted = proxies("10.0.0.0/8");
        // The client sent "1.2.3.4"; our proxy appended the real address, then an inner proxy.
        assert_eq!(
            trusted.client_of(peer, &headers("1.2.3.4, 203.0.113.9, 10.0.0.7")),
            "203.0.113.9".parse::<IpAddr>().unwrap()
        );
        assert_eq!(trusted.client_of(peer, &HeaderMap::new()), peer);
    }
}
