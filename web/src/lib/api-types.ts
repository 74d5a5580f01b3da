// Generated from web/openapi.json by openapi-typescript: do not edit by hand.
// Regenerate with `npm run api-types`; `npm run api-types:check` (run by scripts/test.sh) fails
// when this file and the document differ. Every response is the { success, data, error }
// envelope; api-client.ts unwraps `data`, so screens use components["schemas"][...].

export interface paths {
    "/api/admin/business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business per day, week or month (operators and developers): cash charged, slots sold and
         *     extended, refunds, active advertisers and the renewal rate, oldest period first. Default: the
         *     last 30 days; a range over 366 days or ending before it starts is refused; days without data
         *     are periods of zeros.
         */
        get: operations["business_figures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/business/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same figures as `.xlsx` or `.csv`: one row per period, then the totals. */
        get: operations["business_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cash/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Charge requests by status for operators; pending (the default) oldest first. */
        get: operations["admin_charges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cash/charges/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves a pending charge: the balance grows once, the user is notified. */
        post: operations["approve_charge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cash/charges/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects a pending charge (reason optional). */
        post: operations["reject_charge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cash/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Charge requests per status (dashboard). */
        get: operations["charge_counts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/crawl-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The runs of a day, newest queued first, paged. */
        get: operations["list_runs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/crawl-runs/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's crawl in figures (KST), or the last day's when none ran today. */
        get: operations["summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Slot cards and per-status counts, and member counts (operators and developers). */
        get: operations["dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/field-configs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves labels, flags and order of every field (developers). */
        put: operations["save_fields"];
        /** Adds a field (developers). */
        post: operations["create_field"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/field-configs/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back to the three default fields, disabled (developers). */
        post: operations["reset_fields"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/field-configs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a field that is not a default one (developers). */
        delete: operations["delete_field"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A queue's jobs, newest run-at first, 20 a page by default. Past 10,000 matches the total is
         *     capped (`totalCapped`).
         */
        get: operations["list_jobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every queue's counts and the worker processes seen in the last 10 minutes. */
        get: operations["overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/retry-failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every failed job of a queue (of one state, or both) runs again now. Answers how many. */
        post: operations["retry_failed_jobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One job: attempts, run-at, the last error (in Korean and as stored), the worker holding it,
         *     and the progress of the row of ours it works on.
         */
        get: operations["job_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A pending job no worker holds is cancelled, and its row settled (a crawl run fails, a batch's
         *     unsettled rows fail). 409 when it is not pending or is a notification send.
         */
        post: operations["cancel_job"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A failed job runs again now (one more attempt when it had none left). 409 unless it failed. */
        post: operations["retry_job"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{id}/run-now": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A pending job whose run-at is still ahead runs now. 409 unless it is scheduled. */
        post: operations["run_job_now"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/slots/{id}/recrawl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queues today's crawl of the slot's keyword now. A run already queued or running is not queued
         *     twice: the answer names it with `alreadyQueued: true`.
         */
        post: operations["recrawl_slot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Announcements shown today, pinned first then newest (20 a page by default); staff may ask for
         *     every one.
         */
        get: operations["list_announcements"];
        put?: never;
        /** Writes an announcement (staff). HTML content is cleaned to the allow-list first. */
        post: operations["create_announcement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements/pinned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pinned announcements shown today, newest first (the bar above every page). */
        get: operations["pinned_announcements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opens an announcement: one view counted per reader, and it is read for the caller. */
        get: operations["open_announcement"];
        /**
         * Replaces an announcement with the whole record sent (staff; also how active and pinned are
         *     toggled).
         */
        put: operations["update_announcement"];
        post?: never;
        /** Deletes an announcement (staff). */
        delete: operations["delete_announcement"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes one's own password; the account's other sessions end, and `mustChangePassword` is
         *     cleared (this call is allowed while it is set). A generated first password's file is removed.
         */
        put: operations["change_password"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in; operators and developers are then sent to /admin by the web app, others to /slots.
         *     With `user.mustChangePassword` (the first developer's generated password) the web app shows
         *     only the password change, and every call but `GET /auth/me` and `PUT /auth/change-password`
         *     answers 403 until it is done.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends the session of the given refresh token. Needs no access token, so an expired session can
         *     still log out; any body (or none) is accepted.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in account (session restore); `mustChangePassword` says it must change its
         *     password before anything else (answered even then).
         */
        get: operations["me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes one's own name, and/or password with the current password. The login id never changes. */
        put: operations["update_profile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchanges a refresh token for a new pair; the old refresh token stops working. */
        post: operations["refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an advertiser account and signs it in, while sign-up is open (setting registrationEnabled). */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/switch-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A developer signs in as another account; the new tokens carry `switchedBy`. */
        post: operations["switch_user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cash/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's cash balance in won. */
        get: operations["balance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cash/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's charge requests, newest first. */
        get: operations["my_charges"];
        put?: never;
        /** Asks for a charge by bank deposit; an operator approves it. */
        post: operations["request_charge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cash/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's cash history, newest first. */
        get: operations["my_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cash/slot-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What `count` new slots cost the caller now and whether their balance covers it: the bulk grid's
         *     cost line and its "insufficient cash" block (the registration decides the same again).
         */
        get: operations["slot_quote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a message: staff to `roomId`; an advertiser to their own room, made by their first
         *     message.
         */
        post: operations["send_message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's rooms, latest message first (50 a page by default): an advertiser's own (none
         *     before their first message), every room for staff.
         */
        get: operations["list_rooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One room the caller takes part in. */
        get: operations["get_room"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A room's messages, oldest first: the latest `limit`, or those before or after an id. */
        get: operations["list_messages"];
        put?: never;
        /** Sends a message to a room the caller takes part in. */
        post: operations["send_to_room"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The caller opened the room: the other side's messages there are read. */
        put: operations["mark_room_read"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Closes, reopens or archives a room (staff); the room shows a line saying so. */
        put: operations["set_room_status"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages waiting for the caller: an advertiser's unread answers, or for staff every
         *     advertiser message nobody has read.
         */
        get: operations["unread_count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/field-configs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every field in display order (forms use the enabled ones). */
        get: operations["list_fields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 200 when the database answers within two seconds, 503 otherwise. */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process serves requests (nothing else is asked; a supervisor restarts it when
         *     this stops answering).
         */
        get: operations["live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the database answers within two seconds and has every migration this build
         *     carries; 503 otherwise (a load balancer sends no traffic until then).
         */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's notifications, newest first (20 a page by default), with the unread count. */
        get: operations["list_notifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/delete-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes every read notification of the caller; answers how many. */
        delete: operations["delete_read"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/mark-all-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The same as `read-all` (the spec's other spelling). */
        put: operations["mark_all_read"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/rank-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's rank-movement alert settings (advertisers). */
        get: operations["rank_alert_settings"];
        /**
         * Turns the caller's rank-movement alerts on or off and sets the places that make a move
         *     (advertisers; audited).
         */
        put: operations["set_rank_alert_settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Marks every unread notification of the caller read; answers how many changed. */
        put: operations["read_all"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a notification to one advertiser, a list (up to 100) or all advertisers (staff; refused
         *     while notificationEnabled is off). Answers 202 with the send at once; a worker writes the
         *     recipients' rows and the browsers hear them.
         */
        post: operations["send_notification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/sends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sends, newest first (100 a page by default), each with its read state (staff). */
        get: operations["send_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/sends/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One send with its progress (staff). */
        get: operations["send_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes a test notification to the calling developer and pushes it to their browsers (the
         *     notification test page; developers only).
         */
        post: operations["send_test_notification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's unread notifications. */
        get: operations["unread_notification_count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one of the caller's notifications. */
        delete: operations["delete_notification"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hides one of the caller's notifications from toasts; it stays in the list, unread. */
        put: operations["dismiss_notification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Marks one of the caller's notifications read (and so dismissed). */
        put: operations["read_notification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ranking/advertisers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Advertisers by active slots and average rank (other advertisers masked for an advertiser). */
        get: operations["advertisers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ranking/keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's keywords (staff: all) by best current rank, with the week's movement and
         *     competition.
         */
        get: operations["keywords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/effect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The effect report of an advertiser's slots that ran in the period: per slot its keyword,
         *     product, start, end, first, latest and best rank, days in the top 10 and a chart of its rank;
         *     the totals (slots, days run, average improvement). A period in which nothing ran is a report
         *     that says so. A report of more slots than the server's limit (`REPORT_JOB_SLOTS`, 200) is
         *     refused with 409: ask for it with `POST /api/reports/effect`, which makes it as a job.
         */
        get: operations["effect_report"];
        put?: never;
        /**
         * The same report, asked to be made: answered at once as the file (200, as the GET) when it has
         *     at most `REPORT_JOB_SLOTS` slots; otherwise made by a job, answered 202 with the job (follow it
         *     with `GET /api/reports/effect/jobs/{id}`, then download its file). The job is audited.
         */
        post: operations["make_effect_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/effect/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A report job's progress: `succeeded + failed` of `total` slots, `ready` once its file is
         *     written (its advertiser, or staff; another advertiser's is not found).
         */
        get: operations["report_job"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/effect/jobs/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A finished report job's file, named as the report made at once is (its advertiser, or staff). */
        get: operations["report_job_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every setting, grouped by category (developers). */
        get: operations["all_settings"];
        /** Changes one setting (developers); answers every setting as they now are. */
        put: operations["update_setting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes several settings in one transaction (developers; a settings tab saves with it). */
        put: operations["update_settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site name, sign-up switch, theme and the menu flags: what the web app needs before sign-in. */
        get: operations["public_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's slots (operators: everyone's), filtered and paged, with the counters per display
         *     status for the same filter.
         */
        get: operations["list_slots"];
        put?: never;
        /** An advertiser registers a slot; it waits for an operator's approval. */
        post: operations["create_slot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/allocate/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issues empty slots to an advertiser for a period (pre-allocation mode; count 1–1000; a test
         *     issue runs 3 days, free). The record and every slot in one transaction.
         */
        post: operations["allocate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/allocation-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The issue history, newest first (20 a page by default). */
        get: operations["history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/allocation-history/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Marks an issue paid or not paid (audited). */
        patch: operations["set_payment"];
        trace?: never;
    };
    "/api/slots/allocation/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's allocated and used slots (a plain user: only their own). */
        get: operations["allocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/bulk-registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An advertiser registers many slots at once. Every row is checked first (400 with
         *     `data.rowErrors` naming each problem; nothing is created), then the balance covers rows ×
         *     price (409 otherwise); the batch is stored and its job queued, and registration runs in the
         *     background: follow it with `GET /api/slots/bulk-registrations/{id}`.
         */
        post: operations["register_rows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/bulk-registrations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bulk registration's progress and its first failed rows (its advertiser, or staff). */
        get: operations["batch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/by-allocation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An issue and a page of its slots (issued ones and their extensions) by slot number (100 a page
         *     by default).
         */
        get: operations["slots_of_allocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["count_slots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The slot list with the list's filters (advertisers: their own; staff: one advertiser's with
         *     `userId`, or everyone's) as `.xlsx` or `.csv`, streamed.
         */
        get: operations["export_slots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/extend-bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extends every slot of an issue that has no extension yet, as a job: answers at once with the
         *     batch; poll `GET /api/slots/extend-bulk/{id}` for its progress.
         */
        post: operations["extend_bulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/extend-bulk/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bulk extension's progress and its first failed slots. */
        get: operations["extension_batch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/grid-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The bulk registration grid's rows as an `.xlsx` (re-importable). */
        post: operations["grid_export"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reads an Excel file into grid rows (nothing is registered). The content decides whether it is
         *     an .xlsx or .xls, whatever its name. Columns are matched to the field configuration by header
         *     name (label or key) in any order; each refusal has its own message.
         */
        post: operations["import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/import-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sample `.xlsx` to fill in: the header from the field configuration, a note per column,
         *     dropdowns for select fields and two example rows.
         */
        get: operations["template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/system-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All slots per display status (operators). */
        get: operations["system_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/user/bulk-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The owner edits several slots at once; blank fields are unchanged; all or nothing. */
        put: operations["bulk_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One slot. */
        get: operations["get_slot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/approval-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the approval form of the slot starts with: the suggested price and the period an approval
         *     without dates gives (operators).
         */
        get: operations["approval_quote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending slot (price; dates default to today for 30 days) or reject it (reason). */
        post: operations["decide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extends a slot: a new slot continuing it, approved and paid (outside the app), from the day
         *     after its end (or today once that has passed); a test slot 3 days, free.
         */
        post: operations["extend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/field-values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A slot's field values by field key. */
        get: operations["field_values"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/fill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Fill an empty slot; with keyword and URL it goes to approval. */
        put: operations["fill"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A slot's change history, newest first. */
        get: operations["logs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/market": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The market around a slot: the effect over its period, the places around its product today and
         *     at its start, and who passed it or fell behind since yesterday and since the start.
         */
        get: operations["slot_market"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/market/keyword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The slot's keyword over days (default: the 30 days ending at its latest snapshot): each day's
         *     top 10, first page and ads, who held the top 10, and who entered the top 100. Over 366 days is
         *     refused; days outside the data answer no days.
         */
        get: operations["keyword_market"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/rank-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a slot's rank history and resets its rank. */
        delete: operations["delete_rank_data"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/rank-delete-query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many rank rows a keyword or URL change would delete. */
        get: operations["rank_delete_query"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/rank-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A slot's daily ranks (default: the last 30 days in KST). */
        get: operations["rank_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/rank-history/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A slot's rank history over the last year, newest day first, as `.xlsx` or `.csv`. */
        get: operations["export_rank_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/refund-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What refunding the slot would pay back now: the unused whole days of the price paid (operators). */
        get: operations["refund_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slots/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Pause, resume, delete, or (operators) refund with a reason. */
        patch: operations["change_status"];
        trace?: never;
    };
    "/api/slots/{id}/update-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit keyword, URL, MID and dynamic fields (`customFields`); operators may also send the period.
         *     A new keyword or URL resets the slot's rank data.
         */
        put: operations["update_fields"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores an image for an announcement (operators and developers). The bytes decide the type:
         *     PNG, JPEG, GIF and WebP are kept, anything else (SVG, HTML, text...) is refused whatever its
         *     name. The same bytes uploaded again answer the same address.
         */
        post: operations["upload_image"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An uploaded image, for anyone (an `<img>` sends no token; the address is random). Served with
         *     the type its bytes were stored as, never sniffed by the browser, cached for good.
         */
        get: operations["uploaded_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users, newest first, with their slot counts. */
        get: operations["list_users"];
        put?: never;
        /** Creates an advertiser account. */
        post: operations["create_user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user. */
        get: operations["get_user"];
        /** Edits an account. */
        put: operations["update_user"];
        post?: never;
        /** Deletes an account (not one's own). */
        delete: operations["delete_user"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ws": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Upgrades to the WebSocket. Server messages are JSON text frames with a `type` (schema
         *     ServerMessage): settingsChanged, authenticated, authFailed, notification, notificationsChanged,
         *     chatMessage, chatRead, chatDelivered. The client's first message
         *     `{"type":"auth","token":"<access token>"}` subscribes it to the user's own events.
         */
        get: operations["live_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AdvertiserRankingPage: {
            items: components["schemas"]["AdvertiserRankingView"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description An advertiser's row. */
        AdvertiserRankingView: {
            /** Format: int64 */
            activeSlots: number;
            /**
             * Format: double
             * @description Mean rank of their active slots ranked within 500, one decimal.
             */
            averageRank: number | null;
            /** @description The caller's own row. */
            isMe: boolean;
            /** @description The advertiser's name; masked (`김**`) when an advertiser looks at another. */
            name: string;
            /**
             * Format: int64
             * @description 1-based standing.
             */
            position: number;
        };
        /** @description `POST /slots/allocate/{userId}`: the record written, and the spec's completion message. */
        AllocatedView: {
            allocation: components["schemas"]["AllocationRecordView"];
            message: string;
        };
        /** @description `GET /slots/allocation-history`. */
        AllocationHistoryView: {
            allocations: components["schemas"]["AllocationRecordView"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description An issue record (spec part 2 §3 Allocation history record), as the history page reads it and
         *     the api sends it.
         */
        AllocationRecordView: {
            /**
             * Format: int64
             * @description Whole won, paid outside the app.
             */
            amount: number;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            /** Format: date */
            endDate: string;
            /** Format: int64 */
            id: number;
            isTest: boolean;
            memo: string | null;
            operatorEmail: string;
            /** Format: int64 */
            operatorId: number;
            operatorName: string;
            /** Format: date-time */
            paidAt: string | null;
            /** @description Paid (the payment cell's done badge). */
            payment: boolean;
            reason: string;
            /** Format: int32 */
            slotCount: number;
            /** Format: date */
            startDate: string;
            userEmail: string;
            /** Format: int64 */
            userId: number;
            /** @description The advertiser's current name and login id. */
            userName: string;
            /** Format: int64 */
            workCount: number;
        };
        /** @description `POST /slots/allocate/{userId}` as sent. */
        AllocationRequest: {
            /**
             * Format: int64
             * @description Whole won, paid outside the app.
             */
            amount?: number | null;
            /** @description Blank is none; at most 500 characters once trimmed. */
            description?: string | null;
            /**
             * Format: date
             * @description Not before the start (a one-day issue ends on its start day).
             */
            endDate: string;
            /** @description A test issue: free, 3 days from its start. */
            isTest?: boolean;
            /** @description Shown in the history; the description when blank. Blank is none; at most 500 characters once trimmed. */
            memo?: string | null;
            /** @description Shown in the history; when blank, the issue's kind (pre-allocation, or a test issue). Blank is none; at most 500 characters once trimmed. */
            reason?: string | null;
            /**
             * Format: int64
             * @description 1 to 1,000.
             */
            slotCount: number;
            /** Format: date */
            startDate: string;
            /**
             * Format: int64
             * @description Also in the path; the path wins.
             */
            userId?: number | null;
            /** Format: int64 */
            workCount?: number | null;
        };
        /**
         * @description `GET /slots/by-allocation/{id}`: the record and a page of its slots (issued ones and their
         *     extensions) by slot number.
         */
        AllocationSlotsView: {
            allocation: components["schemas"]["AllocationRecordView"];
            items: components["schemas"]["SlotView"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description A user's slots: issued (allocated) and filled (used). The spec's screen reads `allocated_slots`
         *     and `used_slots`; like every field they go out in camelCase (ARCHITECTURE.md "API").
         */
        AllocationView: {
            /** Format: int64 */
            allocatedSlots: number;
            /** Format: int64 */
            usedSlots: number;
        };
        /** @enum {string} */
        AnnouncementCategory: "general" | "event" | "update" | "maintenance";
        /** @description `{ deleted: true }`. */
        AnnouncementDeletedView: {
            deleted: boolean;
        };
        /** @description An announcement as the management screen sends it (`POST`, and `PUT` with the whole record). */
        AnnouncementInput: {
            category?: components["schemas"]["AnnouncementCategory"] | null;
            /** @description HTML must show something once cleaned. Not blank; at most 50,000 characters once trimmed. */
            content: string;
            contentType?: components["schemas"]["ContentType"] | null;
            /**
             * Format: date
             * @description Last KST day shown (open when absent); not before the start.
             */
            endDate?: string | null;
            /** @description http(s) addresses of images, or our own uploads' /api/uploads/{id}; at most 10. */
            images?: string[] | null;
            /** @description Default true. */
            isActive?: boolean | null;
            isPinned?: boolean | null;
            priority?: components["schemas"]["AnnouncementPriority"] | null;
            /**
             * Format: date
             * @description First KST day shown (open when absent).
             */
            startDate?: string | null;
            /** @description Not blank; at most 200 characters once trimmed. */
            title: string;
        };
        /** @enum {string} */
        AnnouncementPriority: "low" | "normal" | "high" | "urgent";
        /** @description An announcement. `content` is plain text or HTML already cleaned by the server. */
        AnnouncementView: {
            /** Format: int64 */
            authorId: number;
            authorName: string;
            category: components["schemas"]["AnnouncementCategory"];
            content: string;
            contentType: components["schemas"]["ContentType"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date */
            endDate: string | null;
            /** Format: int64 */
            id: number;
            images: string[];
            isActive: boolean;
            isPinned: boolean;
            /** @description The caller has opened it. */
            isRead: boolean;
            priority: components["schemas"]["AnnouncementPriority"];
            /** Format: date */
            startDate: string | null;
            title: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: int64 */
            viewCount: number;
        };
        /** @description A page of announcements. */
        AnnouncementsView: {
            announcements: components["schemas"]["AnnouncementView"][];
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description What the approval form of a pending slot starts with: the price `cash` suggests and the period
         *     an approval without dates gives.
         */
        ApprovalQuote: {
            /** Format: date */
            endDate: string;
            /**
             * Format: int64
             * @description The lowest price the approval accepts ([`cash::slots::lowest_approval_price`]): 0 (the
             *     slot's price, or an issued slot's note) or 1 (the cash system off: name a price).
             */
            lowestPrice: number;
            /**
             * Format: int64
             * @description Whole won: with the cash system on the slot's price when it has one, otherwise 10,000.
             */
            price: number;
            /** Format: date */
            startDate: string;
        };
        /** @description What the snapshots say around the slot's product. */
        Around: {
            atStart: components["schemas"]["DayAround"] | null;
            sinceStart: components["schemas"]["Movers"] | null;
            sinceYesterday: components["schemas"]["Movers"] | null;
            today: components["schemas"]["DayAround"] | null;
        };
        /** @enum {string} */
        Audience: "user" | "list" | "all";
        /** @description The first and last day a keyword has a snapshot. */
        Available: {
            /** Format: date */
            first: string | null;
            /** Format: date */
            last: string | null;
        };
        /** @enum {string} */
        BalanceType: "paid";
        BalanceView: {
            /** Format: int64 */
            balance: number;
        };
        BatchProgressView: {
            /** Format: date-time */
            createdAt: string;
            /** Format: int32 */
            failed: number;
            /** Format: date-time */
            finishedAt: string | null;
            status: components["schemas"]["BatchStatus"];
            /** Format: int32 */
            succeeded: number;
            /** Format: int32 */
            total: number;
        };
        /** @enum {string} */
        BatchStatus: "queued" | "running" | "done";
        /** @description A row that was not registered. */
        BulkFailureView: {
            message: string;
            /** Format: int32 */
            row: number;
        };
        /** @description Every non-empty row of the grid at once. */
        BulkRegistrationRequest: {
            /** @description 1 to 1,000 rows; blank rows are skipped. */
            rows: components["schemas"]["BulkRegistrationRow"][];
        };
        /** @description One row: one slot. */
        BulkRegistrationRow: {
            /** @description Values of the configured fields by field key. */
            customFields: {
                [key: string]: string | number | boolean | null;
            };
            /**
             * Format: int32
             * @description The row's number in the grid (1 = first row), echoed in errors and failures; the position
             *     in `rows` when left out.
             */
            row?: number | null;
            /**
             * Format: int64
             * @description Pre-allocation mode: the issued empty slot this row fills.
             */
            slotId?: number | null;
        };
        /** @description A bulk registration's progress: `succeeded + failed` of `total` rows are done. */
        BulkRegistrationView: components["schemas"]["BatchProgressView"] & {
            /** @description The first 10 failed rows by row number, with why. */
            failures: components["schemas"]["BulkFailureView"][];
            /** Format: int64 */
            id: number;
        };
        BulkUpdateRequest: {
            /** @default [] */
            slotIds?: number[];
            updates?: Record<string, unknown>;
        };
        BulkUpdateView: {
            message: string;
            updated: number;
        };
        /** @description `GET /admin/business`: the figures of each period of the range, oldest first, and their totals. */
        BusinessFigures: {
            /** Format: date */
            endDate: string;
            periods: components["schemas"]["BusinessPeriod"][];
            /** Format: date */
            startDate: string;
            /**
             * @description Every period's figures added up (the renewal rate of the sums); active advertisers are
             *     counted per period only.
             */
            totals: components["schemas"]["Figures"];
            unit: components["schemas"]["BusinessUnit"];
        };
        /** @description The figures of one period. */
        BusinessPeriod: {
            /**
             * Format: int64
             * @description Advertisers with a slot running on at least one of its days.
             */
            activeAdvertisers: number;
            figures: components["schemas"]["Figures"];
            /**
             * Format: date
             * @description Its first day within the range asked.
             */
            firstDay: string;
            /**
             * Format: date
             * @description Its last day within the range asked.
             */
            lastDay: string;
            /**
             * Format: date
             * @description The day its day, week (a Monday) or month (the 1st) starts, whatever the range cut off.
             */
            period: string;
        };
        /** @description The business tab. */
        BusinessSettings: {
            /**
             * @description A charge request is approved as it is made.
             * @default false
             */
            cashAutoApproval: boolean;
            /** @default modal */
            cashChargeMode: components["schemas"]["CashChargeMode"];
            /**
             * Format: int64
             * @description The default count of the pre-allocation forms.
             * @default 10
             */
            defaultSlotAllocation: number;
            /**
             * Format: int64
             * @default 50000
             */
            defaultSlotPrice: number;
            /** @default  */
            logoUrl: string;
            /**
             * @description Advertisers see the maintenance page; their calls answer 503.
             * @default false
             */
            maintenanceMode: boolean;
            /**
             * Format: int64
             * @default 1000000
             */
            maxCashCharge: number;
            /**
             * Format: int64
             * @default 100
             */
            maxSlotsPerUser: number;
            /**
             * Format: int64
             * @default 10000
             */
            minCashCharge: number;
            /** @default true */
            registrationEnabled: boolean;
            /** @default Simple Slot */
            siteName: string;
            /** @default 광고 슬롯 관리 시스템 */
            siteTitle: string;
            /**
             * @description A slot an advertiser registers is approved at once at the default price.
             * @default false
             */
            slotAutoApproval: boolean;
            /** @default normal */
            slotOperationMode: components["schemas"]["OperationMode"];
            /** @default true */
            useCashSystem: boolean;
        };
        /** @enum {string} */
        BusinessUnit: "day" | "week" | "month";
        /** @enum {string} */
        CashChargeMode: "modal" | "page";
        /** @description What changed for a product between two days. */
        Change: {
            /** @enum {string} */
            kind: "price";
            /** Format: int32 */
            percent: number;
        } | {
            /** Format: int32 */
            from?: number | null;
            /** @enum {string} */
            kind: "discount";
            /** Format: int32 */
            to?: number | null;
        } | {
            /** Format: int32 */
            added: number;
            /** @enum {string} */
            kind: "reviews";
        } | {
            /** Format: int32 */
            fromTenths: number;
            /** @enum {string} */
            kind: "rating";
            /** Format: int32 */
            toTenths: number;
        } | {
            /** @enum {string} */
            kind: "newAd";
        } | {
            /** @enum {string} */
            kind: "adEnded";
        } | {
            /** @enum {string} */
            kind: "backInStock";
        } | {
            /** @enum {string} */
            kind: "soldOut";
        } | {
            /** @enum {string} */
            kind: "rocketGained";
        } | {
            /** @enum {string} */
            kind: "rocketLost";
        } | {
            /** @enum {string} */
            kind: "newEntrant";
        };
        ChangePasswordRequest: {
            /** @default  */
            currentPassword: string;
            /** @description At least 4 characters, at most 128. */
            password: string;
        };
        /** @description Charge requests per status, for the dashboard. */
        ChargeCounts: {
            /** Format: int64 */
            approved: number;
            /** Format: int64 */
            cancelled: number;
            /** Format: int64 */
            pending: number;
            /** Format: int64 */
            rejected: number;
        };
        ChargePage: {
            items: components["schemas"]["ChargeView"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description The charge form: all three fields required. */
        ChargeRequestBody: {
            /** @description Not blank; at most 50 characters once trimmed. */
            accountHolder: string;
            /**
             * Format: int64
             * @description Whole won, at least 1 and between the settings minCashCharge and maxCashCharge.
             * @default null
             */
            amount: number;
            /**
             * Format: date-time
             * @description An ISO timestamp; one without a zone (a `datetime-local` value) is Korean time.
             * @default null
             */
            depositAt: string;
        };
        /** @enum {string} */
        ChargeStatus: "pending" | "approved" | "rejected" | "cancelled";
        /** @description A charge request as sent. */
        ChargeView: {
            accountHolder: string;
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            bonusAmount: number;
            /** Format: int32 */
            bonusPercentage: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            depositAt: string;
            /** Format: int64 */
            id: number;
            /** Format: date-time */
            processedAt: string | null;
            /** Format: int64 */
            processorId: number | null;
            rejectReason: string | null;
            /** Format: date-time */
            requestedAt: string;
            status: components["schemas"]["ChargeStatus"];
            userEmail: string;
            /** Format: int64 */
            userId: number;
            userName: string;
        };
        /** @description `{ count }`: unread messages. */
        ChatCountView: {
            /** Format: int64 */
            count: number;
        };
        /** @description A message (stored, so sent or further along). */
        ChatMessageView: {
            /** @description Plain text, never HTML. */
            content: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deliveredAt: string | null;
            /** @description Written by the room's advertiser (rather than staff, the system or the auto reply). */
            fromOwner: boolean;
            /** Format: int64 */
            id: number;
            isRead: boolean;
            /** Format: date-time */
            readAt: string | null;
            /** Format: int64 */
            roomId: number;
            sender: components["schemas"]["ChatSender"];
            /** Format: int64 */
            senderId: number | null;
            senderName: string;
            senderRole: components["schemas"]["SenderRole"];
            /** @description sent, delivered (reached the other side's open chat) or read (the other side opened the room). */
            status: components["schemas"]["Delivery"];
            type: components["schemas"]["MessageType"];
        };
        /** @description A window of a room's messages, oldest first. */
        ChatMessagesView: {
            /** @description Older messages remain (ask again with `before` = the first id). */
            hasMore: boolean;
            messages: components["schemas"]["ChatMessageView"][];
        };
        /** @description A person as the chat names them. */
        ChatPerson: {
            email: string;
            name: string;
        };
        /** @description A support room as its reader sees it. */
        ChatRoomView: {
            /** Format: date-time */
            createdAt: string;
            createdBy: components["schemas"]["ChatPerson"];
            /** Format: int64 */
            id: number;
            lastMessage: string | null;
            /** Format: date-time */
            lastMessageAt: string | null;
            /** Format: int64 */
            lastMessageId: number | null;
            /** @description The advertiser's name and the inquiry label ("홍길동님의 문의"). */
            name: string;
            /**
             * Format: int64
             * @description The advertiser and every staff member who has written here.
             */
            participantCount: number;
            status: components["schemas"]["RoomStatus"];
            /**
             * Format: int64
             * @description The other side's messages the reader has not read.
             */
            unreadCount: number;
            /** Format: date-time */
            updatedAt: string;
            /**
             * Format: int64
             * @description The advertiser the room belongs to.
             */
            userId: number;
        };
        /** @description A page of rooms. */
        ChatRoomsView: {
            pagination: components["schemas"]["Pagination"];
            rooms: components["schemas"]["ChatRoomView"][];
        };
        /** @description A message's author. */
        ChatSender: {
            email: string | null;
            name: string;
            role: components["schemas"]["SenderRole"];
        };
        /** @description A sent message and its room (made by the advertiser's first message). */
        ChatSentView: {
            message: components["schemas"]["ChatMessageView"];
            room: components["schemas"]["ChatRoomView"];
        };
        /** @enum {string} */
        Competition: "low" | "medium" | "high";
        /** @enum {string} */
        ContentType: "text" | "html";
        /** @description `{ count }` of the caller's slots with a display status, or with `userId` `{ allocated, used }`. */
        CountView: {
            /** Format: int64 */
            count: number;
        } | {
            /** Format: int64 */
            allocated: number;
            /** Format: int64 */
            used: number;
        };
        CrawlRunPage: {
            items: components["schemas"]["CrawlRunView"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A crawl run as sent. */
        CrawlRunView: {
            /** Format: int32 */
            attempts: number;
            /** @description Every page the crawl needed was read (null before it ends). */
            complete: boolean | null;
            /** Format: date */
            day: string;
            /** Format: date-time */
            finishedAt: string | null;
            /** Format: int64 */
            id: number;
            keyword: string;
            /** @description The last page failure as recorded. */
            lastError: string | null;
            /** @description That failure in Korean for the operator. */
            lastErrorText: string | null;
            /** Format: int32 */
            pagesRead: number;
            /**
             * Format: int32
             * @description Organic places counted.
             */
            places: number;
            /** Format: date-time */
            queuedAt: string;
            /** Format: date-time */
            startedAt: string | null;
            status: components["schemas"]["RunStatus"];
            trigger: components["schemas"]["Trigger"];
        };
        /** @description A day's crawl in figures, for the operators' panel. */
        CrawlSummary: {
            /**
             * Format: date
             * @description The KST day counted: today, or the most recent day with runs when today has none yet.
             */
            day: string;
            /** Format: int64 */
            done: number;
            /** Format: int64 */
            failed: number;
            /** Format: date-time */
            firstStartedAt: string | null;
            isToday: boolean;
            /** Format: date-time */
            lastFinishedAt: string | null;
            /**
             * Format: int64
             * @description Result pages read by those runs.
             */
            pagesRead: number;
            /** Format: int64 */
            queued: number;
            /** Format: int64 */
            running: number;
            /**
             * Format: int64
             * @description Slots those runs serve that already have the day's rank (0 = not within 500 counts).
             */
            slotsRanked: number;
            /**
             * Format: int64
             * @description Slots those runs serve still without the day's rank.
             */
            slotsUnranked: number;
            /**
             * Format: int64
             * @description Runs that day (one per keyword); 0 when no day has runs at all.
             */
            total: number;
        };
        DashboardMembers: {
            /** Format: int64 */
            active: number;
            /** Format: int64 */
            inactive: number;
            /** Format: int64 */
            total: number;
        };
        DashboardSlots: {
            /** Format: int64 */
            active: number;
            byStatus: components["schemas"]["Summary"];
            /**
             * Format: int64
             * @description Paused, completed, rejected, refunded, expired and inactive slots.
             */
            inactive: number;
            /** Format: int64 */
            pending: number;
            /** Format: int64 */
            total: number;
        };
        /** @description `GET /admin/dashboard`. */
        DashboardView: {
            members: components["schemas"]["DashboardMembers"];
            slots: components["schemas"]["DashboardSlots"];
        };
        DateRangeView: {
            /** Format: date */
            endDate: string;
            /** Format: date */
            startDate: string;
        };
        /** @description A day around the slot's product. */
        DayAround: {
            /** Format: date */
            day: string;
            neighbours: components["schemas"]["Neighbour"][];
            /**
             * Format: int32
             * @description The product's place in that day's snapshot (none when it is not within it).
             */
            rank: number | null;
        };
        /** @description One day of the keyword. */
        DayFigures: {
            /**
             * Format: int32
             * @description Ad spots on all pages read that day.
             */
            ads: number;
            /** Format: date */
            day: string;
            firstPage: components["schemas"]["FirstPage"];
            /**
             * Format: int32
             * @description Products in the day's top 100 not in the previous snapshot.
             */
            newEntrants: number;
            top10: components["schemas"]["TopPlace"][];
        };
        DecisionRequest: {
            /** @default false */
            approved?: boolean;
            /**
             * Format: int64
             * @default null
             */
            approvedPrice?: number | null;
            /**
             * Format: date
             * @default null
             */
            endDate?: string | null;
            /** @description Blank is none; at most 500 characters once trimmed. */
            rejectionReason?: string | null;
            /**
             * Format: date
             * @default null
             */
            startDate?: string | null;
        };
        /** @enum {string} */
        Delivery: "sent" | "delivered" | "read";
        /** @enum {string} */
        DisplayStatus: "empty" | "pending" | "waiting" | "active" | "paused" | "completed" | "rejected" | "refunded" | "expired" | "inactive" | "deleted";
        /** @description A product that entered the top 100 during the range. */
        Entrant: {
            /** Format: date */
            day: string;
            name: string | null;
            /** Format: int32 */
            place: number;
            /** Format: int64 */
            productId: number;
        };
        /** @description A refused or failed call: `error` is Korean text a person can act on. */
        ErrorEnvelope: {
            data: null | {
                rowErrors: components["schemas"]["RowError"][];
            };
            error: string;
            /** @constant */
            success: false;
        };
        ExtendBulkRequest: {
            /** Format: int64 */
            allocationHistoryId: number;
            /**
             * @description 1, 7, 10 or 30 days.
             * @enum {integer}
             */
            extensionDays: 1 | 7 | 10 | 30;
        };
        ExtendRequest: {
            /**
             * @description 1, 7, 10 or 30 days.
             * @enum {integer}
             */
            extensionDays: 1 | 7 | 10 | 30;
        };
        /** @description `POST /slots/{id}/extend`: the new slot. */
        ExtendedView: {
            message: string;
            slot: components["schemas"]["SlotView"];
        };
        /** @description A bulk extension's progress: `extended + failed` of `total` settled; `done` when all are. */
        ExtensionBatchView: {
            /** Format: int64 */
            allocationId: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: int32 */
            extended: number;
            /** Format: int32 */
            extensionDays: number;
            /** Format: int32 */
            failed: number;
            /** @description The first 100 failed slots by slot number, with why. */
            failures: components["schemas"]["ExtensionFailureView"][];
            /** Format: date-time */
            finishedAt: string | null;
            /** Format: int64 */
            id: number;
            /** Format: date-time */
            startedAt: string | null;
            status: components["schemas"]["BatchStatus"];
            /** Format: int32 */
            total: number;
        };
        /** @description A slot a bulk extension could not extend. */
        ExtensionFailureView: {
            reason: string;
            /** Format: int64 */
            slotId: number;
            /** Format: int64 */
            slotNumber: number;
        };
        /** @enum {string} */
        FailedState: "failed" | "dead";
        /** @description The feature tab. */
        FeatureSettings: {
            /**
             * @description Sent for the advertiser outside business hours (blank: no auto reply).
             * @default
             */
            chatAutoReply: string;
            /**
             * Format: int64
             * @default 18
             */
            chatBusinessEnd: number;
            /**
             * Format: int64
             * @description Business hours in Korea, weekdays from this hour up to (not including) the end hour.
             * @default 9
             */
            chatBusinessStart: number;
            /** @default false */
            chatEnabled: boolean;
            /** @default true */
            chatEnabledLuxury: boolean;
            /** @default true */
            chatEnabledModern: boolean;
            /**
             * @description Per-theme chat switches (spec part 2 §3 "Chat config"): chat shows where both this and
             *     `chatEnabled` are on.
             * @default true
             */
            chatEnabledSimple: boolean;
            /**
             * Format: int64
             * @default 100
             */
            chatMaxMessages: number;
            /** @default true */
            chatSoundEnabled: boolean;
            /** @default true */
            featureCashHistory: boolean;
            /** @default true */
            featureRanking: boolean;
            /**
             * @description The advertiser's own slot screen (`/slots`) and its calls.
             * @default true
             */
            featureSlotManagement: boolean;
            /** @default false */
            notificationAutoRead: boolean;
            /**
             * Format: int64
             * @description Milliseconds a toast stays.
             * @default 5000
             */
            notificationDuration: number;
            /** @default true */
            notificationEnabled: boolean;
            /** @default true */
            notificationSound: boolean;
        };
        /** @description A field as the settings screen sends it (`id` absent for a new one). */
        FieldConfigInput: {
            /** @default null */
            description?: string | null;
            /**
             * Format: int32
             * @default 0
             */
            displayOrder?: number;
            /** @description A new field's key: a letter, then letters, digits or `_` (the list's save ignores it: each field keeps its own). */
            fieldKey?: string;
            fieldType: components["schemas"]["FieldType"];
            /**
             * Format: int64
             * @default null
             */
            id?: number | null;
            /** @default false */
            isEnabled?: boolean;
            /** @default false */
            isRequired?: boolean;
            /** @default false */
            isSearchable?: boolean;
            /** @description Not blank. */
            label?: string;
            /** @default [] */
            options?: string[];
            /** @default null */
            placeholder?: string | null;
            /** @default false */
            showInList?: boolean;
        };
        /** @description A field configuration. */
        FieldConfigView: {
            description: string | null;
            /** Format: int32 */
            displayOrder: number;
            fieldKey: string;
            fieldType: components["schemas"]["FieldType"];
            /** Format: int64 */
            id: number;
            isEnabled: boolean;
            isRequired: boolean;
            isSearchable: boolean;
            isSystemGenerated: boolean;
            label: string;
            options: string[];
            placeholder: string | null;
            showInList: boolean;
        };
        /** @enum {string} */
        FieldType: "text" | "textarea" | "number" | "email" | "url" | "select" | "date" | "boolean";
        /** @description `{ fieldKey, value }` of `GET /slots/{id}/field-values`. */
        FieldValue: {
            fieldKey: string;
            value: string;
        };
        /** @description `GET /slots/{id}/field-values`. */
        FieldValuesView: {
            fieldValues: components["schemas"]["FieldValue"][];
        };
        /** @description What adds up over periods. */
        Figures: {
            /**
             * Format: int64
             * @description The bonus credited with them, won.
             */
            bonus: number;
            /**
             * Format: int64
             * @description What their depositors paid in, won.
             */
            cashCharged: number;
            /**
             * Format: int64
             * @description Charge requests credited.
             */
            charges: number;
            /**
             * Format: int64
             * @description Their sum, won.
             */
            refunded: number;
            /**
             * Format: int64
             * @description Refunds paid back to balances.
             */
            refunds: number;
            /**
             * Format: double
             * @description `slotsRenewed ÷ slotsEnded` (0 to 1); null when none ended.
             */
            renewalRate: number | null;
            /**
             * Format: int64
             * @description Slots whose last day fell here and has passed (refunded ones left out).
             */
            slotsEnded: number;
            /**
             * Format: int64
             * @description Extensions made.
             */
            slotsExtended: number;
            /**
             * Format: int64
             * @description The prices the extensions recorded, won (paid outside the app).
             */
            slotsExtendedWon: number;
            /**
             * Format: int64
             * @description Of them, those that have an extension.
             */
            slotsRenewed: number;
            /**
             * Format: int64
             * @description New slots approved.
             */
            slotsSold: number;
            /**
             * Format: int64
             * @description The prices their approvals recorded, won.
             */
            slotsSoldWon: number;
        };
        /** @description The crawl's first result page. */
        FirstPage: components["schemas"]["PriceBand"] & {
            /**
             * Format: int32
             * @description Ad spots on it.
             */
            ads: number;
            /**
             * Format: int32
             * @description Of them held by the advertiser's slots' products (this slot's included).
             */
            own: number;
            /**
             * Format: int32
             * @description Organic places on it.
             */
            places: number;
        };
        /** @description The grid's rows to write out. */
        GridExportRequest: {
            /** @description Up to 1,000 rows: field key → cell text. */
            rows: {
                [key: string]: string;
            }[];
        };
        /** @description `GET /health`. */
        HealthView: {
            status: string;
        };
        HistoryPage: {
            items: components["schemas"]["HistoryView"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A ledger row as sent (`amount` signed). */
        HistoryView: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            balanceAfter: number;
            balanceType: components["schemas"]["BalanceType"];
            /** Format: int64 */
            chargeRequestId: number | null;
            description: string;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            referenceId: number | null;
            /** Format: int64 */
            slotId: number | null;
            /** Format: date-time */
            transactionAt: string;
            type: components["schemas"]["LedgerKind"];
            /** Format: int64 */
            userId: number;
        };
        /** @description The upload: one image file. */
        ImageUpload: {
            /**
             * Format: binary
             * @description Not empty, at most 5 MB; PNG, JPEG, GIF or WebP as told by its bytes (not its name).
             */
            file: string;
        };
        /** @description The upload: one `.xlsx` or `.xls` file. */
        ImportUpload: {
            /**
             * Format: binary
             * @description At most 5 MB; the first sheet is read and its header row dropped.
             */
            file: string;
        };
        /** @description An imported sheet, for review in the grid before registering. */
        ImportedSheet: {
            /** @description The field keys the file's columns matched, in the file's order. */
            columns: string[];
            /** @description One row per non-blank line: field key → cell text. */
            rows: {
                [key: string]: string;
            }[];
        };
        /** @description One job in full. */
        JobDetail: components["schemas"]["JobSummary"] & {
            /** @description The last failure as stored. */
            lastError: string | null;
            /** Format: date-time */
            lockAt: string | null;
            /** @description The payload as queued. */
            payload: Record<string, unknown>;
            /** @description The queue's name for operators. */
            queueName: string;
            row: components["schemas"]["RowProgress"] | null;
            /** @description Pending with its run-at still ahead: "run now" applies. */
            scheduled: boolean;
            /** @description apalis' own status (`Pending`, `Queued`, `Running`, `Done`, `Failed`, `Killed`). */
            status: string;
        };
        /** @description A page of a queue's jobs. */
        JobPageView: {
            jobs: components["schemas"]["JobSummary"][];
            pagination: components["schemas"]["Pagination"];
            /** @description More jobs match than `pagination.total` counts (10,000): shown as "10,000+". */
            totalCapped: boolean;
        };
        /** @enum {string} */
        JobState: "pending" | "running" | "failed" | "dead" | "done";
        /** @description A job as listed. */
        JobSummary: {
            /** Format: int32 */
            attempts: number;
            /** Format: date-time */
            doneAt: string | null;
            id: string;
            /** @description The last failure in Korean (its stored text is in the job's detail). */
            lastErrorText: string | null;
            /** @description The worker holding it. */
            lockBy: string | null;
            /** Format: int32 */
            maxAttempts: number;
            queue: string;
            /** Format: int64 */
            rowId: number | null;
            rowKind: components["schemas"]["RowKind"] | null;
            /** Format: date-time */
            runAt: string;
            state: components["schemas"]["JobState"];
        };
        /** @description The console's top: every queue and the workers. */
        JobsOverview: {
            queues: components["schemas"]["QueueCounts"][];
            /**
             * Format: date-time
             * @description When these figures were read.
             */
            readAt: string;
            workers: components["schemas"]["WorkerProcess"][];
        };
        /** @description What `GET /slots/{id}/market/keyword` shows (`KeywordMarketView` in the contract). */
        KeywordMarketView: components["schemas"]["KeywordRange"] & {
            available: components["schemas"]["Available"];
            /** Format: date */
            endDate: string;
            keyword: string;
            /**
             * Format: date
             * @description The range used (the default, or as asked).
             */
            startDate: string;
        };
        /** @description The keyword over a range. */
        KeywordRange: {
            /** @description Oldest first. */
            days: components["schemas"]["DayFigures"][];
            /** @description Newest first, at most 20 ([`MAX_LISTED`]). */
            entrants: components["schemas"]["Entrant"][];
            /** @description Most days in the top 10 first, at most 20 ([`MAX_LISTED`]). */
            shelf: components["schemas"]["ShelfEntry"][];
        };
        KeywordRankingPage: {
            items: components["schemas"]["KeywordRankingView"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description A keyword's row. */
        KeywordRankingView: {
            /**
             * Format: int32
             * @description The best current rank (1–500) among the slots; null while measuring or when not within 500.
             */
            bestRank: number | null;
            /**
             * Format: int32
             * @description Places gained over seven days (positive: moved up); null without both ranks.
             */
            change: number | null;
            competition: components["schemas"]["Competition"] | null;
            keyword: string;
            /** Format: date-time */
            lastCheckedAt: string | null;
            /** Format: int64 */
            slotCount: number;
            /** Format: int64 */
            totalResults: number | null;
        };
        /** @enum {string} */
        Layout: "classic" | "modern" | "minimal" | "dashboard";
        /** @enum {string} */
        LedgerKind: "charge" | "purchase" | "refund" | "withdrawal" | "bonus" | "expire";
        /** @description Sign-in form. Missing fields read as empty, which gets the "required" message. */
        LoginRequest: {
            /**
             * @description The login id.
             * @default
             */
            email: string;
            /** @default  */
            password: string;
        };
        /** @description A product as the views name it, and whose it is. */
        MarketProduct: {
            name: string | null;
            /** @description A product of another slot of the same advertiser. */
            ownSlot: boolean;
            /** Format: int64 */
            productId: number;
            /** @description The slot's own product. */
            thisSlot: boolean;
        };
        /** @description `GET /auth/me`: the account, and the developer who switched into it, if any. */
        MeView: components["schemas"]["UserView"] & {
            /** Format: int64 */
            switchedBy: number | null;
        };
        /** @description A message as typed. */
        MessageBody: {
            /** @description Not blank; at most 5,000 characters once trimmed. */
            content: string;
            /**
             * Format: int64
             * @description The room (staff always name it; an advertiser may leave it out for their own room).
             */
            roomId?: number | null;
            /**
             * Format: int64
             * @description Sent by the spec's operator inbox; the server knows who is writing and ignores it.
             */
            senderId?: number | null;
        };
        /** @enum {string} */
        MessageType: "normal" | "system" | "auto_reply";
        MessageView: {
            message: string;
        };
        /** @description A product that moved past the slot's product, either way. */
        Mover: {
            changes: components["schemas"]["Change"][];
            name: string | null;
            /** Format: int32 */
            placeFrom: number | null;
            /** Format: int32 */
            placeTo: number | null;
            /** Format: int64 */
            productId: number;
        };
        /** @description The movement around the slot's product from `from` to `to`. */
        Movers: {
            /** @description Above on `from`, below (or gone) on `to`: most places lost first. */
            fellBehind: components["schemas"]["Mover"][];
            /** Format: date */
            from: string;
            /** @description Below (or absent) on `from`, above on `to`: most places gained first. */
            passed: components["schemas"]["Mover"][];
            /** Format: int32 */
            rankFrom: number | null;
            /** Format: int32 */
            rankTo: number | null;
            /** Format: date */
            to: string;
        };
        /** @description A place around the slot's product. */
        Neighbour: components["schemas"]["MarketProduct"] & components["schemas"]["Offer"] & {
            /** @description The product also holds an ad spot on that day's pages. */
            advertised: boolean;
            /** Format: int32 */
            place: number;
        };
        /**
         * @description A new advertiser account: the sign-up form, and operators' add-user form (a `role` sent there is
         *     ignored: new accounts are always advertisers).
         */
        NewAccountRequest: {
            /** @description Letters and digits, at most 50. */
            email: string;
            /** @description Not blank; at most 50 characters once trimmed. */
            fullName: string;
            /** @description At least 4 characters, at most 128. */
            password: string;
        };
        /** @description A new field: as the list's save sends one, with its key. */
        NewFieldConfig: components["schemas"]["FieldConfigInput"] & {
            fieldKey: string;
        };
        /** @description A button on a notification (spec §3 `actions`): what the browser does when it is pressed. */
        NotificationAction: {
            /** @description A path inside the app to open (`/slots?rankHistory=42`). */
            href: string;
            label: string;
            /** @description primary, secondary, danger or default. */
            style: string;
        };
        /** @description `{ count }`: unread notifications, or how many a bulk change touched. */
        NotificationCountView: {
            /** Format: int64 */
            count: number;
        };
        /** @enum {string} */
        NotificationKind: "info" | "success" | "warning" | "error" | "custom" | "promotion";
        /** @description A page of the caller's notifications and their unread count. */
        NotificationListView: {
            notifications: components["schemas"]["NotificationView"][];
            pagination: components["schemas"]["Pagination"];
            /** Format: int64 */
            unreadCount: number;
        };
        /** @description A notification (spec part 2 §3 Notification). */
        NotificationView: {
            /** @description Buttons: label, style and the path inside the app they open. */
            actions: components["schemas"]["NotificationAction"][];
            autoClose: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Hidden from toasts (set when read, or when a toast is closed).
             */
            dismissedAt: string | null;
            /**
             * Format: int32
             * @description Milliseconds a toast shows when it closes by itself.
             */
            duration: number;
            icon: string | null;
            /** Format: int64 */
            id: number;
            isRead: boolean;
            message: string;
            /** @description What it is about (`slotId`, `chargeRequestId`, `previousRank` …). */
            metadata: Record<string, unknown>;
            priority: components["schemas"]["Priority"];
            /** Format: date-time */
            readAt: string | null;
            /**
             * Format: int64
             * @description The recipient (always the caller).
             */
            recipientId: number;
            /**
             * Format: int64
             * @description The send it came from, if an operator sent it.
             */
            sendId: number | null;
            /** @description system for the product's own, operator or developer for a send (the operator badge). */
            sender: components["schemas"]["Sender"];
            /** Format: int64 */
            senderId: number | null;
            title: string;
            type: components["schemas"]["NotificationKind"];
        };
        /** @description The offer a card shows. `rating_tenths` is the star rating times ten (4.5 stars: 45). */
        Offer: {
            /** @description The delivery promise as shown (`내일 도착 보장`, `무료배송`). */
            delivery: string | null;
            /**
             * Format: int32
             * @description Whole-percent discount.
             */
            discountPercent: number | null;
            /**
             * Format: int64
             * @description Price before the discount, shown struck through; absent when there is no discount.
             */
            listPrice: number | null;
            /** Format: int32 */
            ratingTenths: number | null;
            /** Format: int32 */
            reviewCount: number | null;
            /** @description The marketplace's own next-day delivery badge (`로켓배송`). */
            rocket: boolean;
            /**
             * Format: int64
             * @description Sale price in won.
             */
            salePrice: number | null;
            soldOut: boolean;
        };
        /** @enum {string} */
        OperationMode: "normal" | "pre-allocation";
        /** @description `{ page, limit, total, totalPages }`. */
        Pagination: {
            /** Format: int64 */
            limit: number;
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            total: number;
            /** Format: int64 */
            totalPages: number;
        };
        PaymentRequest: {
            /** @description Paid (true) or not paid (false). */
            payment: boolean;
        };
        /** @description `PATCH /slots/allocation-history/{id}/payment`. */
        PaymentView: {
            allocation: components["schemas"]["AllocationRecordView"];
            message: string;
        };
        /** @description A slot's period; either end may be open (a slot not approved yet). */
        PeriodView: {
            /** Format: date */
            endDate: string | null;
            /** Format: date */
            startDate: string | null;
        };
        /** @description The sale prices of a page's places. */
        PriceBand: {
            /** Format: int64 */
            priceMax: number | null;
            /**
             * Format: int64
             * @description The middle one (the mean of the two middle ones, rounded down, for an even count).
             */
            priceMedian: number | null;
            /** Format: int64 */
            priceMin: number | null;
        };
        /** @enum {string} */
        Priority: "normal" | "high";
        ProfileRequest: {
            /** @default null */
            currentPassword?: string | null;
            /** @description Not blank when sent; at most 50 characters once trimmed. */
            fullName?: string | null;
            /** @default null */
            password?: string | null;
        };
        /**
         * @description What every visitor may read, signed in or not: the login page needs the site name and whether
         *     sign-up is open, every screen the look and the menu flags, the forms their defaults and limits.
         *     Nothing in the settings is secret, so it is all of them, with the marketplace domain.
         */
        PublicSettings: components["schemas"]["Settings"] & {
            /**
             * @description Slot URLs must be product pages on this domain (configuration, not a setting).
             * @default coupang.com
             */
            marketplaceDomain: string;
            /**
             * @description Which values these are ([`Settings::version`]): a `settingsChanged` event names the version
             *     after the change, and a browser already on it reloads nothing. (Its default is the
             *     defaults' version, for the web's generated defaults.)
             * @default 577e98ed9ba58183
             */
            version: string;
        };
        /** @description A queue in figures. */
        QueueCounts: {
            /**
             * Format: int64
             * @description Failed with none left, or cancelled.
             */
            dead: number;
            /**
             * Format: int64
             * @description Finished in the last 24 hours.
             */
            done24h: number;
            /**
             * Format: int64
             * @description Failed with attempts left.
             */
            failed: number;
            /** @description Its name for operators. */
            name: string;
            /** Format: int64 */
            pending: number;
            queue: string;
            /** Format: int64 */
            running: number;
            /**
             * Format: int64
             * @description Of the pending ones, those whose run-at is still ahead.
             */
            scheduled: number;
        };
        /** @description An advertiser's alert settings, as `/profile` shows and sends them. */
        RankAlertSettings: {
            enabled: boolean;
            /**
             * Format: int32
             * @description Places a slot must move up or down to alert, 1 to 499.
             */
            threshold: number;
        };
        /** @description One day of a slot's rank (0: not found within 500). */
        RankDayView: {
            /** Format: double */
            avgRank: number | null;
            /** Format: date */
            date: string;
            /** Format: int32 */
            maxRank: number | null;
            /** Format: int32 */
            minRank: number | null;
            /** Format: int32 */
            prevRank: number | null;
            /** Format: int32 */
            rank: number;
        };
        RankDeleteQueryView: {
            /** Format: int64 */
            rankRows: number;
        };
        /** @description `GET /slots/{id}/rank-history`: the days in order, oldest first, and the range used. */
        RankHistoryView: {
            dateRange: components["schemas"]["DateRangeView"];
            items: components["schemas"]["RankDayView"][];
        };
        RefreshRequest: {
            /** @default  */
            refreshToken: string;
        };
        /**
         * @description What an operator's refund of a slot returns now: the unused whole days of its period, pro rata
         *     of the price paid, rounded down. Today counts as used; a slot that has not started gets
         *     everything back.
         */
        RefundQuote: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            price: number;
            /** Format: int64 */
            totalDays: number;
            /**
             * Format: int64
             * @description The days paid back: `totalDays - usedDays`.
             */
            unusedDays: number;
            /** Format: int64 */
            usedDays: number;
        };
        RejectBody: {
            /** @description Blank is none; at most 500 characters once trimmed. */
            reason?: string | null;
        };
        /**
         * @description An effect report made by a job: `succeeded + failed` of `total` slots are done; the file is
         *     ready to download once `ready` (the job is done and wrote it).
         */
        ReportJobView: components["schemas"]["BatchProgressView"] & {
            /** Format: date */
            endDate: string;
            /** @enum {string} */
            format: "pdf" | "xlsx";
            /** Format: int64 */
            id: number;
            /** @description The file is written: `GET /api/reports/effect/jobs/{id}/file` answers it. */
            ready: boolean;
            /** Format: date */
            startDate: string;
            /**
             * Format: int64
             * @description The advertiser the report is about.
             */
            userId: number;
        };
        /** @description How many failed jobs were queued again. */
        RetriedView: {
            /** Format: int64 */
            retried: number;
        };
        /** @description Which failed jobs to run again. */
        RetryFailedRequest: {
            /** @enum {string} */
            queue: "rank_crawl" | "slot_registration" | "slot_extension" | "notification_fanout" | "effect_report" | "purge_expired_tokens" | "prune_crawl_pages";
            state?: components["schemas"]["FailedState"] | null;
        };
        /** @enum {string} */
        Role: "user" | "operator" | "developer";
        /** @enum {string} */
        RoomStatus: "active" | "closed" | "archived";
        /** @description A room's new status. */
        RoomStatusBody: {
            status: components["schemas"]["RoomStatus"];
        };
        /** @description One problem of one row, at the field it concerns. */
        RowError: {
            /** @description The field key (`keywords`, `landingUrl`, …), or `slotId`. */
            field: string;
            message: string;
            /**
             * Format: int32
             * @description The row's number in the grid.
             */
            row: number;
        };
        /**
         * @description The row of ours a job works on. Our row is the truth; the job only says "go".
         * @enum {string}
         */
        RowKind: "crawlRun" | "registrationBatch" | "extensionBatch" | "notificationSend" | "reportBatch";
        /** @description The progress of the row of ours a job works on. */
        RowProgress: {
            /**
             * Format: int64
             * @description Of those, the ones that failed.
             */
            failed: number;
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["RowKind"];
            /**
             * Format: int64
             * @description Items settled so far (pages read, rows or slots settled, recipients notified).
             */
            processed: number;
            /** @description The row's own status (`crawl_runs.status`, a batch's, a send's). */
            status: string;
            /** @description What the row is about: the crawl's keyword, a send's title. */
            subject: string | null;
            /**
             * Format: int64
             * @description Items in all, when known.
             */
            total: number | null;
        };
        /** @enum {string} */
        RunStatus: "queued" | "running" | "done" | "failed";
        SaveFieldsRequest: {
            /** @default [] */
            fields?: components["schemas"]["FieldConfigInput"][];
        };
        /** @description A page of sends. */
        SendHistoryView: {
            pagination: components["schemas"]["Pagination"];
            sends: components["schemas"]["SendView"][];
        };
        /** @description A send as asked (`POST /notifications/send`). */
        SendRequest: {
            /** @description Default true. */
            autoClose?: boolean | null;
            /**
             * Format: int64
             * @description Milliseconds, 1,000 to 60,000; default the `notificationDuration` setting.
             */
            duration?: number | null;
            /** @description Not blank; at most 1,000 characters once trimmed. */
            message: string;
            priority?: components["schemas"]["Priority"] | null;
            /** @description One advertiser's id, a list of 1 to 100 ids, or "all" (every active advertiser). */
            recipientId: number | number[] | "all";
            /** @description Not blank; at most 100 characters once trimmed. */
            title: string;
            type?: components["schemas"]["NotificationKind"] | null;
        };
        /** @enum {string} */
        SendStatus: "queued" | "sending" | "sent";
        /** @description One operator send with its progress and read state (spec part 2 §2 Notification management). */
        SendView: {
            /** @description user (one advertiser), list or all. */
            audience: components["schemas"]["Audience"];
            autoClose: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: int64
             * @description Recipients who closed or deleted it without reading it.
             */
            dismissedCount: number;
            /** Format: int32 */
            duration: number;
            /** Format: date-time */
            finishedAt: string | null;
            /** Format: int64 */
            id: number;
            message: string;
            priority: components["schemas"]["Priority"];
            /** Format: int64 */
            readCount: number;
            /** @description read, dismissed or unread for one recipient, `read/total` (`2/5`) for more. */
            readStatus: string;
            /**
             * Format: int32
             * @description Recipients reached (set when sent).
             */
            recipientCount: number;
            /** @description The advertisers asked for (empty for all). */
            recipientIds: number[];
            /** @description The advertiser's name when the send went to one. */
            recipientName: string | null;
            sender: components["schemas"]["Sender"];
            /** Format: int64 */
            senderId: number;
            senderName: string;
            /** @description queued, sending, then sent once every recipient's row is written. */
            status: components["schemas"]["SendStatus"];
            title: string;
            type: components["schemas"]["NotificationKind"];
        };
        /** @enum {string} */
        Sender: "system" | "operator" | "developer";
        /** @enum {string} */
        SenderRole: "system" | "admin" | "operator" | "user";
        /** @description A message the server sends on `/api/ws`. */
        ServerMessage: {
            /** @enum {string} */
            type: "settingsChanged";
            version: string;
        } | {
            /** @enum {string} */
            type: "authenticated";
            /** Format: int64 */
            user_id: number;
        } | {
            /** @enum {string} */
            type: "authFailed";
        } | {
            notification: components["schemas"]["NotificationView"];
            /** @enum {string} */
            type: "notification";
        } | {
            /** @enum {string} */
            type: "notificationsChanged";
        } | {
            message: components["schemas"]["ChatMessageView"];
            /** @enum {string} */
            type: "chatMessage";
        } | {
            by_owner: boolean;
            /** Format: int64 */
            room_id: number;
            /** @enum {string} */
            type: "chatRead";
            /** Format: int64 */
            up_to: number;
        } | {
            /** Format: int64 */
            message_id: number;
            /** Format: int64 */
            room_id: number;
            /** @enum {string} */
            type: "chatDelivered";
        };
        /** @description Sign-in, sign-up and refresh: `data.user` and `data.tokens`. */
        SessionView: {
            tokens: components["schemas"]["TokensView"];
            user: components["schemas"]["UserView"];
        };
        SettingChange: {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "siteName";
            value: string;
        } | {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "siteTitle";
            value: string;
        } | {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "logoUrl";
            value: string;
        } | {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "useCashSystem";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "cashChargeMode";
            /** @enum {string} */
            value: "modal" | "page";
        } | {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "defaultSlotPrice";
            /** Format: int64 */
            value: number;
        } | {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "minCashCharge";
            /** Format: int64 */
            value: number;
        } | {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "maxCashCharge";
            /** Format: int64 */
            value: number;
        } | {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "slotAutoApproval";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "cashAutoApproval";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "maxSlotsPerUser";
            /** Format: int64 */
            value: number;
        } | {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "maintenanceMode";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "registrationEnabled";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "slotOperationMode";
            /** @enum {string} */
            value: "normal" | "pre-allocation";
        } | {
            /** @enum {string} */
            category?: "business";
            /** @enum {string} */
            key: "defaultSlotAllocation";
            /** Format: int64 */
            value: number;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "chatEnabled";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "chatMaxMessages";
            /** Format: int64 */
            value: number;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "chatSoundEnabled";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "chatEnabledSimple";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "chatEnabledModern";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "chatEnabledLuxury";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "chatAutoReply";
            value: string;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "chatBusinessStart";
            /** Format: int64 */
            value: number;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "chatBusinessEnd";
            /** Format: int64 */
            value: number;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "notificationEnabled";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "notificationSound";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "notificationAutoRead";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "notificationDuration";
            /** Format: int64 */
            value: number;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "featureCashHistory";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "featureRanking";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "feature";
            /** @enum {string} */
            key: "featureSlotManagement";
            value: boolean;
        } | {
            /** @enum {string} */
            category?: "theme";
            /** @enum {string} */
            key: "globalTheme";
            /** @enum {string} */
            value: "simple" | "modern" | "luxury";
        } | {
            /** @enum {string} */
            category?: "theme";
            /** @enum {string} */
            key: "globalLayout";
            /** @enum {string} */
            value: "classic" | "modern" | "minimal" | "dashboard";
        };
        SettingChanges: {
            /** @description The changes, applied together or not at all. */
            settings: components["schemas"]["SettingChange"][];
        };
        /**
         * @description Every setting. Stored flat (one row per key); each key belongs to the group it is declared in,
         *     which is its category (spec part 2 §3).
         */
        Settings: components["schemas"]["BusinessSettings"] & components["schemas"]["FeatureSettings"] & components["schemas"]["ThemeSettings"];
        /** @description `GET /api/settings`: every setting, grouped by category. */
        SettingsView: {
            business: components["schemas"]["BusinessSettings"];
            feature: components["schemas"]["FeatureSettings"];
            theme: components["schemas"]["ThemeSettings"];
        };
        /** @description A product that held the top 10 during the range. */
        ShelfEntry: components["schemas"]["MarketProduct"] & {
            /** Format: int32 */
            bestPlace: number;
            /** Format: int32 */
            daysInTop10: number;
            /**
             * Format: int32
             * @description Its place on the range's last day, anywhere in that snapshot.
             */
            lastPlace: number | null;
        };
        /**
         * @description Something a caller may do to a slot now. Declared in the canonical order of `allowedActions`.
         * @enum {string}
         */
        SlotAction: "fill" | "edit" | "pause" | "resume" | "approve" | "reject" | "refund" | "extend" | "recrawl" | "delete" | "select";
        /** @enum {string} */
        SlotChangeType: "create" | "field_update" | "status_change" | "fill_empty" | "approve" | "reject" | "refund" | "pause" | "resume" | "delete" | "extend" | "rank_reset";
        /**
         * @description What a slot did for its product, over the days of its period that were measured. Ranks follow
         *     the rank history: 0 is "not found within 500".
         */
        SlotEffect: {
            /** Format: date */
            bestDay: string | null;
            /**
             * Format: int32
             * @description The best rank within 500 and the first day it was reached.
             */
            bestRank: number | null;
            /**
             * Format: int32
             * @description Places gained since the first day (positive: the product rose); absent unless both the first
             *     and the last rank are within 500.
             */
            change: number | null;
            /** Format: int32 */
            daysInTop10: number;
            /** Format: int32 */
            daysInTop100: number;
            /** Format: int32 */
            daysInTop40: number;
            /** Format: int32 */
            daysMeasured: number;
            /**
             * Format: date
             * @description The first measured day of the period and its rank (the spec's `first_rank`).
             */
            firstDay: string | null;
            /** Format: int32 */
            firstRank: number | null;
            /**
             * Format: date
             * @description The last measured day (today's, while the slot runs) and its rank.
             */
            lastDay: string | null;
            /** Format: int32 */
            lastRank: number | null;
        };
        /** @description A slot form in any of the spec's spellings. */
        SlotFieldsRequest: {
            /** @description Values of the configured fields by field key. */
            customFields?: {
                [key: string]: string | number | boolean | null;
            } | null;
            /**
             * Format: int64
             * @description Always 0; accepted and ignored.
             * @default null
             */
            dailyBudget?: number | null;
            /**
             * Format: date
             * @default null
             */
            endDate?: string | null;
            /** @description Keywords separated by commas, the first tracked: at most 10 (blanks dropped, repeats counted once), each at most 100 characters once trimmed. No schema keyword counts a list inside a text, so the two limits travel as `x-keywords`. */
            keyword?: string | null;
            /** @default null */
            mid?: string | null;
            /**
             * Format: date
             * @default null
             */
            startDate?: string | null;
            /** @default null */
            url?: string | null;
        };
        /** @description A slot log entry. */
        SlotLogView: {
            /** @description The spec's other name for `changeType`. */
            actionType: components["schemas"]["SlotChangeType"];
            changeType: components["schemas"]["SlotChangeType"];
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            fieldKey: string | null;
            fullName: string | null;
            /** Format: int64 */
            id: number;
            ipAddress: string | null;
            newValue: string | null;
            oldValue: string | null;
            userAgent: string | null;
        };
        /** @description What `GET /slots/{id}/market` shows besides the slot itself. */
        SlotMarket: components["schemas"]["Around"] & {
            /** @description The days the keyword has snapshots. */
            available: components["schemas"]["Available"];
            /** @description Over the slot's period, from the rank history. */
            effect: components["schemas"]["SlotEffect"];
            /**
             * Format: int64
             * @description The slot URL's product.
             */
            productId: number | null;
        };
        /** @description `GET /slots/{id}/market`. */
        SlotMarketView: components["schemas"]["SlotMarket"] & {
            keyword: string;
            period: components["schemas"]["PeriodView"];
            productName: string | null;
            /** Format: int64 */
            slotId: number;
        };
        /** @description `GET /slots`. */
        SlotPageView: {
            items: components["schemas"]["SlotView"][];
            pagination: components["schemas"]["Pagination"];
            summary: components["schemas"]["Summary"] | null;
            /** @description Operators' totals stop at 10,000 matches; true when this one did. */
            totalCapped: boolean;
        };
        /** @description The answer to an operator's recrawl of one slot. */
        SlotRecrawl: {
            /** @description The run was already queued or running, so nothing new was queued. */
            alreadyQueued: boolean;
            /**
             * Format: int64
             * @description Today's run of the slot's keyword.
             */
            runId: number;
            /** @description queued, running, done or failed (as it is right after the request). */
            status: components["schemas"]["RunStatus"];
        };
        /** @enum {string} */
        SlotStatus: "empty" | "pending" | "active" | "paused" | "rejected" | "refunded" | "expired" | "completed" | "waiting" | "inactive" | "deleted";
        /** @description A slot as the web app sees it. */
        SlotView: {
            /**
             * Format: int64
             * @description The pre-allocation issue the slot came from.
             */
            allocationId: number | null;
            allowedActions: components["schemas"]["SlotAction"][];
            /** Format: date-time */
            approvedAt: string | null;
            /** Format: int64 */
            approvedPrice: number | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Values of the configured fields by field key. */
            customFields: {
                [key: string]: string | number | boolean | null;
            };
            /** Format: int64 */
            daysLeft: number | null;
            displayStatus: components["schemas"]["DisplayStatus"];
            displayUrl: string | null;
            /** Format: date */
            endDate: string | null;
            /** Format: int32 */
            extensionDays: number | null;
            /** @description The keywords after the first of a keywords cell (up to nine): shown and searched, not tracked. */
            extraKeywords: string[];
            /** Format: int32 */
            failCount: number;
            /** Format: int32 */
            firstRank: number | null;
            hasExtension: boolean;
            /** Format: int64 */
            id: number;
            isEmpty: boolean;
            isExtended: boolean;
            isProcessing: boolean;
            isTest: boolean;
            keyword: string | null;
            /** Format: date-time */
            lastCheckedAt: string | null;
            mid: string | null;
            /** Format: int64 */
            parentSlotId: number | null;
            paymentCompleted: boolean;
            /** Format: int64 */
            price: number;
            productName: string | null;
            /** Format: int32 */
            rank: number | null;
            refundReason: string | null;
            /** Format: int64 */
            refundedBy: number | null;
            /** Format: date-time */
            rejectedAt: string | null;
            rejectionReason: string | null;
            /** Format: int64 */
            slotNumber: number;
            /** Format: date */
            startDate: string | null;
            status: components["schemas"]["SlotStatus"];
            thumbnail: string | null;
            /** Format: date-time */
            updatedAt: string;
            url: string | null;
            userEmail: string;
            /** Format: int64 */
            userId: number;
            userIsActive: boolean;
            userName: string;
            /** Format: int32 */
            yesterdayRank: number | null;
        };
        /**
         * @description What registering `count` new slots costs now and whether the balance covers it: the bulk
         *     grid's cost line and its "insufficient cash" block, as the request will decide them.
         */
        SlotsQuote: {
            /**
             * Format: int64
             * @description The caller's balance now.
             */
            balance: number;
            /**
             * Format: int64
             * @description The new slots priced.
             */
            count: number;
            /**
             * Format: int64
             * @description What they cost together.
             */
            required: number;
            /**
             * Format: int64
             * @description How many more slots the caller may hold (the `maxSlotsPerUser` setting less those held).
             */
            room: number;
            /** @description The balance covers `required`: registering them is not refused for cash. */
            sufficient: boolean;
            /**
             * Format: int64
             * @description What one new slot costs ([`slot_price`]; 0 with the cash system off).
             */
            unitPrice: number;
            /** @description `count` fits in `room`: registering them is not refused for the per-user limit. */
            withinLimit: boolean;
        };
        StatusRequest: {
            /** @description Blank is none; at most 500 characters once trimmed. */
            refundReason?: string | null;
            /** @description paused, active (resume), deleted or refunded (staff, with a reason). */
            status: components["schemas"]["StatusTarget"];
        };
        /** @enum {string} */
        StatusTarget: "paused" | "active" | "deleted" | "refunded";
        /** @description Slots per display status (the counters above the list). */
        Summary: {
            /** Format: int64 */
            active: number;
            /** Format: int64 */
            completed: number;
            /** Format: int64 */
            empty: number;
            /** Format: int64 */
            expired: number;
            /** Format: int64 */
            inactive: number;
            /** Format: int64 */
            paused: number;
            /** Format: int64 */
            pending: number;
            /** Format: int64 */
            refunded: number;
            /** Format: int64 */
            rejected: number;
            /** Format: int64 */
            total: number;
            /** Format: int64 */
            waiting: number;
        };
        SwitchUserRequest: {
            /** Format: int64 */
            targetUserId: number;
        };
        /** @description Switch-user: `data.accessToken`, `data.refreshToken` as the spec names them, and the user. */
        SwitchView: {
            accessToken: string;
            /** Format: int64 */
            expiresIn: number;
            refreshToken: string;
            user: components["schemas"]["UserView"];
        };
        /** @description `GET /slots/system-stats`. */
        SystemStatsView: {
            statusBreakdown: components["schemas"]["Summary"];
            /** Format: int64 */
            totalSlots: number;
        };
        /**
         * @description A developer's test notification to themself (`POST /notifications/test`, spec part 2 §2
         *     "Notification test page").
         */
        TestRequest: {
            autoClose?: boolean | null;
            /** Format: int64 */
            duration?: number | null;
            /** @description Not blank; at most 1,000 characters once trimmed. */
            message: string;
            priority?: components["schemas"]["Priority"] | null;
            /** @description Not blank; at most 100 characters once trimmed. */
            title: string;
            type?: components["schemas"]["NotificationKind"] | null;
        };
        /** @enum {string} */
        Theme: "simple" | "modern" | "luxury";
        /** @description The theme tab. */
        ThemeSettings: {
            /** @default classic */
            globalLayout: components["schemas"]["Layout"];
            /** @default simple */
            globalTheme: components["schemas"]["Theme"];
        };
        /** @description A token pair. */
        TokensView: {
            accessToken: string;
            /**
             * Format: int64
             * @description Seconds the access token lives.
             */
            expiresIn: number;
            refreshToken: string;
        };
        /** @description A place of the day's top 10. */
        TopPlace: components["schemas"]["MarketProduct"] & {
            /** Format: int32 */
            place: number;
            /** Format: int32 */
            reviewCount: number | null;
            /** Format: int64 */
            salePrice: number | null;
        };
        /** @enum {string} */
        Trigger: "schedule" | "manual" | "edit";
        /** @description The edit form: only the fields that changed; a blank password leaves it unchanged. */
        UpdateUserRequest: {
            /** @description Not blank when sent; at most 50 characters once trimmed. */
            fullName?: string | null;
            /** @default null */
            isActive?: boolean | null;
            /** @description None or empty: unchanged; else at least 4 characters, at most 128. */
            password?: string | null;
            /** @default null */
            role?: components["schemas"]["Role"] | null;
        };
        /** @description A stored image and the address to show it with. */
        UploadedImageView: {
            /** @description The type told by the bytes: image/png, image/jpeg, image/gif or image/webp. */
            contentType: string;
            /**
             * Format: uuid
             * @description The upload's id.
             */
            id: string;
            /**
             * Format: int64
             * @description Bytes.
             */
            size: number;
            /**
             * @description Where it is served (`/api/uploads/{id}`, same origin, no token needed); what an
             *     announcement's `images` takes.
             */
            url: string;
        };
        /** @description A row of the users list: the account and its slot counts. */
        UserListItem: components["schemas"]["UserView"] & {
            /** Format: int64 */
            allocatedSlots: number;
            /** Format: int64 */
            usedSlots: number;
        };
        /** @description An account as the web app sees it. `email` is the login id. */
        UserView: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            fullName: string;
            /** Format: int64 */
            id: number;
            isActive: boolean;
            /** Format: date-time */
            lastLoginAt: string | null;
            /**
             * @description The account still has its generated first password: until it changes it, every call but
             *     `GET /auth/me` and `PUT /auth/change-password` answers 403 (never set in a switched session).
             */
            mustChangePassword: boolean;
            permissions: string[];
            phone: string | null;
            role: components["schemas"]["Role"];
            /** @description `active` or `inactive`. */
            status: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description `GET /users`. */
        UsersPage: {
            pagination: components["schemas"]["Pagination"];
            users: components["schemas"]["UserListItem"][];
        };
        /** @description A worker process (one per `worker` started), with the queues it consumes. */
        WorkerProcess: {
            /** @description Heartbeat within the last 30 s; a stopped worker stays listed for 10 minutes. */
            alive: boolean;
            host: string | null;
            /**
             * Format: int64
             * @description Jobs it holds now.
             */
            jobsRunning: number;
            /** Format: date-time */
            lastHeartbeat: string;
            /** @description `worker-<pid>-<id>@<host>`. */
            name: string;
            queues: string[];
            /** Format: date-time */
            startedAt: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    business_figures: {
        parameters: {
            query?: {
                /** @description day (default), week (Monday to Sunday) or month, on the Korean calendar. */
                unit?: "day" | "week" | "month";
                /** @description First day (KST); default 29 days before `endDate`. */
                startDate?: string;
                /** @description Last day (KST); default today. At most 366 days from `startDate`. */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BusinessFigures"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    business_export: {
        parameters: {
            query?: {
                /** @description The file's format; the first of the list is the default. */
                format?: "xlsx" | "csv";
                /** @description day (default), week (Monday to Sunday) or month, on the Korean calendar. */
                unit?: "day" | "week" | "month";
                /** @description First day (KST); default 29 days before `endDate`. */
                startDate?: string;
                /** @description Last day (KST); default today. At most 366 days from `startDate`. */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 매출 추이 파일 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    admin_charges: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
                /** @description pending by default (oldest first); the others newest first. */
                status?: "pending" | "approved" | "rejected" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChargePage"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    approve_charge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Runs this call once per caller and key: a repeat within 24 hours gets the first answer again, a refusal as much as a success (with `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent again. A repeat while the first still runs answers 409 with `Idempotent-In-Progress: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChargeView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 같은 Idempotency-Key로 내용이 다른 요청 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reject_charge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Runs this call once per caller and key: a repeat within 24 hours gets the first answer again, a refusal as much as a success (with `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent again. A repeat while the first still runs answers 409 with `Idempotent-In-Progress: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectBody"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChargeView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 같은 Idempotency-Key로 내용이 다른 요청 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    charge_counts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChargeCounts"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_runs: {
        parameters: {
            query?: {
                /** @description A KST day (YYYY-MM-DD); today when left out. */
                day?: string;
                status?: "all" | "queued" | "running" | "done" | "failed";
                page?: number;
                /** @description Runs per page (20 by default). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CrawlRunPage"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CrawlSummary"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DashboardView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    save_fields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveFieldsRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FieldConfigView"][];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description a field id that does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_field: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewFieldConfig"];
            };
        };
        responses: {
            /** @description 생성됨 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FieldConfigView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reset_fields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FieldConfigView"][];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_field: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_jobs: {
        parameters: {
            query?: {
                queue?: "rank_crawl" | "slot_registration" | "slot_extension" | "notification_fanout" | "effect_report" | "purge_expired_tokens" | "prune_crawl_pages";
                state?: "all" | "pending" | "running" | "failed" | "dead" | "done";
                /** @description A job id, or the id of the row it works on (crawl run, batch, send). */
                search?: string;
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobPageView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobsOverview"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    retry_failed_jobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetryFailedRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RetriedView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    job_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id (apalis' ULID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobDetail"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancel_job: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobDetail"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    retry_job: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobDetail"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    run_job_now: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["JobDetail"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    recrawl_slot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SlotRecrawl"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_announcements: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
                /** @description Staff: also inactive ones and those outside their dates (ignored for others). */
                includeInactive?: boolean;
                /** @description Staff with includeInactive: all, active or inactive. */
                status?: "all" | "active" | "inactive";
                category?: "general" | "event" | "update" | "maintenance";
                /** @description Part of the title or the content. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnnouncementsView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_announcement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Runs this call once per caller and key: a repeat within 24 hours gets the first answer again, a refusal as much as a success (with `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent again. A repeat while the first still runs answers 409 with `Idempotent-In-Progress: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementInput"];
            };
        };
        responses: {
            /** @description 생성됨 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnnouncementView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 같은 Idempotency-Key로 내용이 다른 요청 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    pinned_announcements: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnnouncementsView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    open_announcement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnnouncementView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_announcement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementInput"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnnouncementView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_announcement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnnouncementDeletedView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    change_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SessionView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description wrong id or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description inactive account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description locked after repeated failures */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description `{ refreshToken }` ends that session; any other body, or none, is ignored. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MeView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SessionView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAccountRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SessionView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description sign-up closed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description login id taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    switch_user: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchUserRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SwitchView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    balance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BalanceView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    my_charges: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChargePage"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    request_charge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Runs this call once per caller and key: a repeat within 24 hours gets the first answer again, a refusal as much as a success (with `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent again. A repeat while the first still runs answers 409 with `Idempotent-In-Progress: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargeRequestBody"];
            };
        };
        responses: {
            /** @description 생성됨 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChargeView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 같은 Idempotency-Key로 내용이 다른 요청 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    my_history: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
                type?: "all" | "charge" | "purchase" | "refund" | "withdrawal" | "bonus" | "expire";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["HistoryPage"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 캐시 내역 기능이 꺼져 있음 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    slot_quote: {
        parameters: {
            query: {
                /** @description New slots to price: 0 to 1,000 (a bulk registration's most rows). */
                count: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SlotsQuote"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    send_message: {
        parameters: {
            query?: never;
            header?: {
                /** @description Runs this call once per caller and key: a repeat within 24 hours gets the first answer again, a refusal as much as a success (with `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent again. A repeat while the first still runs answers 409 with `Idempotent-In-Progress: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageBody"];
            };
        };
        responses: {
            /** @description 생성됨 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChatSentView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 같은 Idempotency-Key로 내용이 다른 요청 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_rooms: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
                /** @description Only rooms with messages the caller has not read. */
                unreadOnly?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChatRoomsView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_room: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChatRoomView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_messages: {
        parameters: {
            query?: {
                /** @description Messages older than this id (the next page back). */
                before?: number;
                /** @description Messages newer than this id (catching up). */
                after?: number;
                /**
                 * @description How many (the latest N without `before` or `after`); 1 to the `chatMaxMessages` setting
                 *     (at most 1,000), which is also the default.
                 */
                limit?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChatMessagesView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    send_to_room: {
        parameters: {
            query?: never;
            header?: {
                /** @description Runs this call once per caller and key: a repeat within 24 hours gets the first answer again, a refusal as much as a success (with `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent again. A repeat while the first still runs answers 409 with `Idempotent-In-Progress: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageBody"];
            };
        };
        responses: {
            /** @description 생성됨 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChatSentView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 같은 Idempotency-Key로 내용이 다른 요청 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mark_room_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChatRoomView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    set_room_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomStatusBody"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChatRoomView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unread_count: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChatCountView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_fields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FieldConfigView"][];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["HealthView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["HealthView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["HealthView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_notifications: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
                /** @description Only the caller's own id is allowed (403 otherwise); the list is always the caller's. */
                recipientId?: number;
                /** @description true: read ones, false: unread ones. */
                isRead?: boolean;
                type?: "info" | "success" | "warning" | "error" | "custom" | "promotion";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationListView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationCountView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mark_all_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationCountView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rank_alert_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RankAlertSettings"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    set_rank_alert_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RankAlertSettings"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RankAlertSettings"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    read_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationCountView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    send_notification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Runs this call once per caller and key: a repeat within 24 hours gets the first answer again, a refusal as much as a success (with `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent again. A repeat while the first still runs answers 409 with `Idempotent-In-Progress: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendRequest"];
            };
        };
        responses: {
            /** @description 응답 */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SendView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 같은 Idempotency-Key로 내용이 다른 요청 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    send_history: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
                /** @description today, week (7 days) or month (30 days), KST; all by default. */
                period?: "all" | "today" | "week" | "month";
                /** @description The spec's `fromDate`: sent on or after this KST day (with a period, the later wins). */
                fromDate?: string;
                type?: "info" | "success" | "warning" | "error" | "custom" | "promotion";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SendHistoryView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    send_progress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SendView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    send_test_notification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestRequest"];
            };
        };
        responses: {
            /** @description 생성됨 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unread_notification_count: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationCountView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_notification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationCountView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    dismiss_notification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    read_notification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    advertisers: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdvertiserRankingPage"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the ranking feature is switched off */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    keywords: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KeywordRankingPage"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the ranking feature is switched off */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    effect_report: {
        parameters: {
            query?: {
                /** @description Staff: the advertiser (required). Advertisers: none, or their own id. */
                userId?: number;
                /** @description The file's format; the first of the list is the default. */
                format?: "pdf" | "xlsx";
                /** @description First day (KST); default 29 days before `endDate`. */
                startDate?: string;
                /** @description Last day (KST); default today. At most 366 days from `startDate`. */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 효과 보고서 파일 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 기간이 366일을 넘거나 종료일이 시작일보다 앞섬, 직원이 광고주를 고르지 않음 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 다른 광고주의 보고서 (일반 사용자) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 광고주 없음 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 슬롯이 많아 작업으로 만들어야 하는 보고서 (POST로 요청) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    make_effect_report: {
        parameters: {
            query?: {
                /** @description Staff: the advertiser (required). Advertisers: none, or their own id. */
                userId?: number;
                /** @description The file's format; the first of the list is the default. */
                format?: "pdf" | "xlsx";
                /** @description First day (KST); default 29 days before `endDate`. */
                startDate?: string;
                /** @description Last day (KST); default today. At most 366 days from `startDate`. */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 효과 보고서 파일 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 보고서를 만드는 작업 (슬롯이 많을 때) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReportJobView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 기간이 366일을 넘거나 종료일이 시작일보다 앞섬, 직원이 광고주를 고르지 않음 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 다른 광고주의 보고서 (일반 사용자) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 광고주 없음 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    report_job: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReportJobView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 보고서 작업 없음 (다른 광고주의 작업 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    report_job_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 효과 보고서 파일 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 보고서 작업 없음 (다른 광고주의 작업 포함), 또는 취소되어 파일 없음 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 아직 만드는 중 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    all_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SettingsView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_setting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingChange"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SettingsView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description an unknown key, or a value its rule refuses (the message names the setting) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingChanges"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SettingsView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description an unknown key, or a value its rule refuses (the message names the setting) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    public_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicSettings"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
        };
    };
    list_slots: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
                status?: "all" | "empty" | "pending" | "waiting" | "active" | "paused" | "completed" | "rejected" | "refunded" | "expired" | "inactive" | "deleted";
                search?: string;
                /** @description Where `search` looks (all by default). */
                searchField?: "all" | "keyword" | "url" | "productName";
                /** @description What `dateFrom`/`dateTo` apply to (work by default). */
                dateField?: "work" | "created";
                dateFrom?: string;
                dateTo?: string;
                hideExpired?: boolean;
                /** @description Operators: one advertiser's slots. */
                userId?: number;
                /** @description Operators: part of the advertiser's name or login id. */
                userSearch?: string;
                slotNumber?: number;
                /** @description createdAt by default. */
                sortBy?: "createdAt" | "startDate" | "endDate" | "rank" | "keyword";
                /** @description desc by default. */
                sortOrder?: "asc" | "desc";
                /** @description Operators: include the per-status counters (advertisers always get them). */
                summary?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SlotPageView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_slot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Runs this call once per caller and key: a repeat within 24 hours gets the first answer again, a refusal as much as a success (with `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent again. A repeat while the first still runs answers 409 with `Idempotent-In-Progress: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlotFieldsRequest"];
            };
        };
        responses: {
            /** @description 생성됨 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SlotView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 같은 Idempotency-Key로 내용이 다른 요청 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    allocate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Runs this call once per caller and key: a repeat within 24 hours gets the first answer again, a refusal as much as a success (with `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent again. A repeat while the first still runs answers 409 with `Idempotent-In-Progress: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AllocationRequest"];
            };
        };
        responses: {
            /** @description 생성됨 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AllocatedView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 같은 Idempotency-Key로 내용이 다른 요청 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    history: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
                /** @description createdAt (default), userName or slotCount; the snake_case spellings too. */
                sortBy?: "createdAt" | "userName" | "slotCount";
                /** @description desc by default. */
                sortOrder?: "asc" | "desc";
                /** @description Issued on or after this KST day (today, last 7 or 30 days on the page). */
                dateFrom?: string;
                userId?: number;
                operatorId?: number;
                /** @description Part of the advertiser's login id or name. */
                userSearch?: string;
                /** @description Part of the operator's login id or name. */
                operatorSearch?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AllocationHistoryView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    set_payment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    allocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AllocationView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    register_rows: {
        parameters: {
            query?: never;
            header?: {
                /** @description Runs this call once per caller and key: a repeat within 24 hours gets the first answer again, a refusal as much as a success (with `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent again. A repeat while the first still runs answers 409 with `Idempotent-In-Progress: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkRegistrationRequest"];
            };
        };
        responses: {
            /** @description 응답 */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkRegistrationView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 같은 Idempotency-Key로 내용이 다른 요청 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    batch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkRegistrationView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    slots_of_allocation: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AllocationSlotsView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    count_slots: {
        parameters: {
            query?: {
                status?: "all" | "empty" | "pending" | "waiting" | "active" | "paused" | "completed" | "rejected" | "refunded" | "expired" | "inactive" | "deleted";
                userId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CountView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    export_slots: {
        parameters: {
            query?: {
                /** @description The file's format; the first of the list is the default. */
                format?: "xlsx" | "csv";
                status?: "all" | "empty" | "pending" | "waiting" | "active" | "paused" | "completed" | "rejected" | "refunded" | "expired" | "inactive" | "deleted";
                search?: string;
                /** @description Where `search` looks (all by default). */
                searchField?: "all" | "keyword" | "url" | "productName";
                /** @description What `dateFrom`/`dateTo` apply to (work by default). */
                dateField?: "work" | "created";
                dateFrom?: string;
                dateTo?: string;
                hideExpired?: boolean;
                /** @description Operators: one advertiser's slots. */
                userId?: number;
                /** @description Operators: part of the advertiser's name or login id. */
                userSearch?: string;
                slotNumber?: number;
                /** @description createdAt by default. */
                sortBy?: "createdAt" | "startDate" | "endDate" | "rank" | "keyword";
                /** @description desc by default. */
                sortOrder?: "asc" | "desc";
                /** @description Operators: include the per-status counters (advertisers always get them). */
                summary?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 슬롯 목록 파일 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    extend_bulk: {
        parameters: {
            query?: never;
            header?: {
                /** @description Runs this call once per caller and key: a repeat within 24 hours gets the first answer again, a refusal as much as a success (with `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent again. A repeat while the first still runs answers 409 with `Idempotent-In-Progress: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtendBulkRequest"];
            };
        };
        responses: {
            /** @description 응답 */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExtensionBatchView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 같은 Idempotency-Key로 내용이 다른 요청 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    extension_batch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExtensionBatchView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    grid_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GridExportRequest"];
            };
        };
        responses: {
            /** @description 그리드 내용 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImportUpload"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ImportedSheet"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 파일이 5MB를 넘음 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    template: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 템플릿 파일 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    system_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SystemStatsView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bulk_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUpdateRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BulkUpdateView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_slot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SlotView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    approval_quote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApprovalQuote"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    decide: {
        parameters: {
            query?: never;
            header?: {
                /** @description Runs this call once per caller and key: a repeat within 24 hours gets the first answer again, a refusal as much as a success (with `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent again. A repeat while the first still runs answers 409 with `Idempotent-In-Progress: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisionRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SlotView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 같은 Idempotency-Key로 내용이 다른 요청 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    extend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Runs this call once per caller and key: a repeat within 24 hours gets the first answer again, a refusal as much as a success (with `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent again. A repeat while the first still runs answers 409 with `Idempotent-In-Progress: true`. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtendRequest"];
            };
        };
        responses: {
            /** @description 생성됨 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ExtendedView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 같은 Idempotency-Key로 내용이 다른 요청 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    field_values: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FieldValuesView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    fill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlotFieldsRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SlotView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SlotLogView"][];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    slot_market: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SlotMarketView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    keyword_market: {
        parameters: {
            query?: {
                /** @description First day (KST); default 29 days before `endDate`. */
                startDate?: string;
                /** @description Last day (KST); default today. At most 366 days from `startDate`. */
                endDate?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["KeywordMarketView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_rank_data: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rank_delete_query: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RankDeleteQueryView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    rank_history: {
        parameters: {
            query?: {
                /** @description First day (KST); default 29 days before `endDate`. */
                startDate?: string;
                /** @description Last day (KST); default today. At most 366 days from `startDate`. */
                endDate?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RankHistoryView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    export_rank_history: {
        parameters: {
            query?: {
                /** @description The file's format; the first of the list is the default. */
                format?: "xlsx" | "csv";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 순위 기록 파일 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    refund_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RefundQuote"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    change_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SlotView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description an advertiser asked for a refund */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_fields: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlotFieldsRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SlotView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    upload_image: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUpload"];
            };
        };
        responses: {
            /** @description 생성됨 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UploadedImageView"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 파일 없음 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 파일이 5MB를 넘음 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description PNG, JPEG, GIF, WebP 이미지가 아님 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    uploaded_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The upload's id (a UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 이미지 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_users: {
        parameters: {
            query?: {
                /** @description From 1. */
                page?: number;
                /** @description Rows per page, from 1 (at most 1,000 are sent). */
                limit?: number;
                /** @description Part of a name or login id. */
                search?: string;
                role?: "all" | "user" | "operator" | "developer";
                /** @description Active or inactive accounts, or all (the default). */
                status?: "all" | "active" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UsersPage"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_user: {
        parameters: {
            query?: never;
            header?: {
                /** @description Runs this call once per caller and key: a repeat within 24 hours gets the first answer again, a refusal as much as a success (with `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent again. A repeat while the first still runs answers 409 with `Idempotent-In-Progress: true`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAccountRequest"];
            };
        };
        responses: {
            /** @description 생성됨 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserListItem"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 현재 상태에서 할 수 없는 요청 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 같은 Idempotency-Key로 내용이 다른 요청 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserListItem"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UserListItem"];
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 요청 본문이 너무 큼 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 성공 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: null;
                        error: null;
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description 입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 로그인이 필요하거나 세션이 만료됨 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 대상을 찾을 수 없음 (다른 사람의 것 포함) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    live_events: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description switched to the WebSocket protocol; events follow as JSON text frames (schema ServerMessage) */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description not a WebSocket upgrade request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
