//! [`Client`]: a signed-in caller, one method per endpoint.

use reqwest::Method;
use serde_json::{Value, json};

use super::*;

/// A signed-in caller: the app and one session. Every endpoint that needs a token is a method
/// here, called as this caller.
#[derive(Debug, Clone)]
pub struct Client<'a> {
    pub(super) app: &'a TestApp,
    /// The caller's user id.
    pub id: i64,
    pub session: Session,
}

impl Client<'_> {
    /// The access token this caller sends.
    pub fn token(&self) -> &str {
        &self.session.access_token
    }

    pub fn refresh_token(&self) -> &str {
        &self.session.refresh_token
    }

    /// Any call as this caller, `body` as JSON when given.
    pub async fn call(&self, method: Method, path: &str, body: Option<Value>) -> Answer {
        self.app.send(method, path, Some(self.token()), body).await
    }

    pub async fn get(&self, path: &str) -> Answer {
        self.call(Method::GET, path, None).await
    }

    pub async fn post(&self, path: &str, body: Value) -> Answer {
        self.call(Method::POST, path, Some(body)).await
    }

    pub async fn put(&self, path: &str, body: Value) -> Answer {
        self.call(Method::PUT, path, Some(body)).await
    }

    pub async fn patch(&self, path: &str, body: Value) -> Answer {
        self.call(Method::PATCH, path, Some(body)).await
    }

    pub async fn delete(&self, path: &str) -> Answer {
        self.call(Method::DELETE, path, None).await
    }

    /// Posts `bytes` as the multipart part `file` named `file_name`.
    pub async fn upload(&self, path: &str, file_name: &str, bytes: Vec<u8>) -> Answer {
        let part = reqwest::multipart::Part::bytes(bytes).file_name(file_name.to_owned());
        let res = self
            .app
            .http
            .post(format!("http://{}{path}", self.app.addr))
            .bearer_auth(self.token())
            .multipart(reqwest::multipart::Form::new().part("file", part))
            .send()
            .await
            .expect("upload");
        let status = res.status();
        let body = res.json().await.unwrap_or(Value::Null);
        Answer { status, body }
    }

    /// A file downloaded with `GET`.
    pub async fn get_file(&self, path: &str) -> Download {
        self.download(Method::GET, path, None).await
    }

    /// A file answer (a workbook, a CSV): status, headers and bytes as sent.
    pub async fn download(&self, method: Method, path: &str, body: Option<Value>) -> Download {
        let mut req = self
            .app
            .http
            .request(method, format!("http://{}{path}", self.app.addr))
            .bearer_auth(self.token());
        if let Some(body) = body {
            req = req.json(&body);
        }
        let res = req.send().await.expect("download");
        let header = |name| {
            res.headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned()
        };
        Download {
            status: res.status().as_u16(),
            content_type: header(reqwest::header::CONTENT_TYPE),
            disposition: header(reqwest::header::CONTENT_DISPOSITION),
            bytes: res.bytes().await.expect("body").to_vec(),
        }
    }

    // --- own account
    pub async fn me(&self) -> Answer {
        self.get("/api/auth/me").await
    }

    pub async fn update_profile(&self, body: Value) -> Answer {
        self.put("/api/auth/profile", body).await
    }

    pub async fn change_password(&self, current: &str, new: &str) -> Answer {
        self.put(
            "/api/auth/change-password",
            json!({ "currentPassword": current, "password": new }),
        )
        .await
    }

    pub async fn switch_user(&self, target: i64) -> Answer {
        self.post("/api/auth/switch-user", json!({ "targetUserId": target }))
            .await
    }

    // --- users
    pub async fn list_users(&self, query: &str) -> Answer {
        self.get(&format!("/api/users{query}")).await
    }

    pub async fn create_user(&self, login_id: &str, password: &str, full_name: &str) -> Answer {
        self.post(
            "/api/users",
            json!({ "email": login_id, "password": password, "fullName": full_name }),
        )
        .await
    }

    pub async fn update_user(&self, id: i64, body: Value) -> Answer {
        self.put(&format!("/api/users/{id}"), body).await
    }

    pub async fn delete_user(&self, id: i64) -> Answer {
        self.delete(&format!("/api/users/{id}")).await
    }

    // --- slots
    pub async fn create_slot(&self, keyword: &str, url: &str) -> Answer {
        self.post(
            "/api/slots",
            json!({ "keyword": keyword, "url": url, "dailyBudget": 0 }),
        )
        .await
    }

    /// A pending slot of this caller; returns its id.
    pub async fn new_slot(&self, keyword: &str) -> i64 {
        // Distinct keywords get distinct products (FNV-1a of the keyword).
        let n = (keyword.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
        }) % 1_000_000_000) as i64
            + 1;
        let answer = self
            .create_slot(keyword, &product_url(n, n * 10, n * 100))
            .await;
        assert_eq!(answer.status(), 201, "{answer:?}");
        answer.data()["id"].as_i64().unwrap()
    }

    /// An approved, running slot of this caller (approved by the developer).
    pub async fn new_active_slot(&self, keyword: &str) -> i64 {
        let id = self.new_slot(keyword).await;
        let answer = self.app.developer().await.approve(id, 30_000).await;
        assert_eq!(answer.status(), 200, "{answer:?}");
        id
    }

    /// Fills this caller's empty slot `slot` with `keyword` and a product of its own, then has
    /// `approver` approve it as it is (an issued slot's price is already paid).
    pub async fn fill_and_have_approved(&self, approver: &Client<'_>, slot: i64, keyword: &str) {
        let n = slot + 1000;
        let url = product_url(n, n * 10, n * 100);
        let filled = self
            .fill_slot(slot, json!({ "keyword": keyword, "url": url }))
            .await;
        assert_eq!(filled.status(), 200, "{filled:?}");
        assert_eq!(filled.data()["status"], "pending", "{filled:?}");
        let approve = json!({ "approved": true });
        let approved = approver
            .post(&format!("/api/slots/{slot}/approve"), approve)
            .await;
        assert_eq!(approved.status(), 200, "{approved:?}");
    }

    pub async fn approve(&self, slot: i64, price: i64) -> Answer {
        self.post(
            &format!("/api/slots/{slot}/approve"),
            json!({ "approved": true, "approvedPrice": price }),
        )
        .await
    }

    pub async fn reject(&self, slot: i64, reason: &str) -> Answer {
        self.post(
            &format!("/api/slots/{slot}/approve"),
            json!({ "approved": false, "rejectionReason": reason }),
        )
        .await
    }

    pub async fn set_slot_status(&self, slot: i64, status: &str, reason: Option<&str>) -> Answer {
        self.patch(
            &format!("/api/slots/{slot}/status"),
            json!({ "status": status, "refundReason": reason }),
        )
        .await
    }

    pub async fn update_slot(&self, slot: i64, body: Value) -> Answer {
        self.put(&format!("/api/slots/{slot}/update-fields"), body)
            .await
    }

    /// Fills an empty slot (`PUT /api/slots/{id}/fill`).
    pub async fn fill_slot(&self, slot: i64, body: Value) -> Answer {
        self.put(&format!("/api/slots/{slot}/fill"), body).await
    }

    pub async fn slot(&self, slot: i64) -> Answer {
        self.get(&format!("/api/slots/{slot}")).await
    }

    pub async fn slots(&self, query: &str) -> Answer {
        self.get(&format!("/api/slots{query}")).await
    }

    /// The change types of a slot's log, oldest first.
    pub async fn slot_log_types(&self, slot: i64) -> Vec<String> {
        let answer = self.get(&format!("/api/slots/{slot}/logs")).await;
        let mut types: Vec<String> = answer
            .data()
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["changeType"].as_str().unwrap().to_owned())
            .collect();
        types.reverse();
        types
    }

    // --- cash
    pub async fn request_charge(&self, amount: i64, holder: &str) -> Answer {
        self.post(
            "/api/cash/charges",
            json!({ "amount": amount, "depositAt": "2026-11-22T10:00", "accountHolder": holder }),
        )
        .await
    }

    /// A charge request of this caller; returns its id.
    pub async fn new_charge(&self, amount: i64, holder: &str) -> i64 {
        let made = self.request_charge(amount, holder).await;
        assert_eq!(made.status(), 201, "{made:?}");
        made.data()["id"].as_i64().unwrap()
    }

    pub async fn approve_charge(&self, charge: i64) -> Answer {
        self.call(
            Method::POST,
            &format!("/api/admin/cash/charges/{charge}/approve"),
            None,
        )
        .await
    }

    pub async fn reject_charge(&self, charge: i64, reason: Option<&str>) -> Answer {
        self.post(
            &format!("/api/admin/cash/charges/{charge}/reject"),
            json!({ "reason": reason }),
        )
        .await
    }

    pub async fn balance(&self) -> i64 {
        self.get("/api/cash/balance").await.data()["balance"]
            .as_i64()
            .expect("balance")
    }

    /// Gives this caller `amount` won the way it happens for real: a request the developer
    /// approves.
    pub async fn fund(&self, amount: i64) {
        let charge = self.request_charge(amount, "입금자").await;
        assert_eq!(charge.status(), 201, "{charge:?}");
        let approved = self
            .app
            .developer()
            .await
            .approve_charge(charge.data()["id"].as_i64().unwrap())
            .await;
        assert_eq!(approved.status(), 200, "{approved:?}");
    }

    /// `(type, amount)` of this caller's cash history, oldest first.
    pub async fn cash_history(&self) -> Vec<(String, i64)> {
        let answer = self.get("/api/cash/history?limit=1000").await;
        let mut rows: Vec<(String, i64)> = answer.data()["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                (
                    e["type"].as_str().unwrap().to_owned(),
                    e["amount"].as_i64().unwrap(),
                )
            })
            .collect();
        rows.reverse();
        rows
    }

    // --- pre-allocation and extension
    pub async fn allocate(&self, user_id: i64, body: Value) -> Answer {
        self.post(&format!("/api/slots/allocate/{user_id}"), body)
            .await
    }

    pub async fn extend(&self, slot: i64, days: i64) -> Answer {
        self.post(
            &format!("/api/slots/{slot}/extend"),
            json!({ "extensionDays": days }),
        )
        .await
    }
}
