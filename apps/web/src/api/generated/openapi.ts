// Generated from the gateway's OpenAPI document by scripts/generate-api-types.mjs: do not edit.
export interface paths {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public keys that verify access tokens (ES256) */
        get: operations["WellKnownController_keys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Browser log entries (errors, warnings, web vitals), written to the server log */
        post: operations["ClientLogsController_receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/email-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's e-mail preferences */
        get: operations["EmailPreferencesController_get"];
        /** Change the signed-in user's e-mail preferences */
        put: operations["EmailPreferencesController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/billing/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments, newest first, filtered by status, plan and e-mail */
        get: operations["AdminBillingController_payments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/billing/payments/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a payment made in the last 30 days and revoke what it unlocked */
        post: operations["AdminBillingController_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/billing/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's name and e-mail, entitlements, payments and subscriptions */
        get: operations["AdminBillingController_user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/emails/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mail logs with template name and subject; filter by status and address */
        get: operations["AdminEmailsController_logs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/emails/logs/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a failed e-mail again */
        post: operations["AdminEmailsController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/emails/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The local mailbox (mail stored when no SMTP server is configured) */
        get: operations["AdminEmailsController_mailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/emails/send-scheduled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** send-scheduled-emails: queue every due e-mail now */
        post: operations["AdminEmailsController_sendScheduled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/emails/sequences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** process-email-sequence: start a trigger’s sequence for an address */
        post: operations["AdminEmailsController_processSequence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change flags of the active launch phase */
        put: operations["AdminFlagsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/flags/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest flag and phase changes, each with the name and e-mail of the admin who made it */
        get: operations["AdminFlagsController_audit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/flags/phase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make a launch phase the active one (Phase 2 announces the launch) */
        put: operations["AdminFlagsController_activate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/flags/phases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the launch phases */
        get: operations["AdminFlagsController_phases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shares, newest first, filtered by state and owner, with each owner's e-mail */
        get: operations["AdminSharesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shares/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a share */
        post: operations["AdminSharesController_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search users by e-mail or name */
        get: operations["AdminUsersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Grant or revoke the admin role */
        put: operations["AdminUsersController_setAdmin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/email/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to change the e-mail address (a link goes to the new one) */
        post: operations["EmailChangeController_change"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a new e-mail address from its link */
        post: operations["EmailChangeController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/email/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo an e-mail change from the link sent to the old address */
        post: operations["EmailChangeController_undo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename the account (the name in greetings and e-mails) */
        patch: operations["AuthController_updateMe"];
        trace?: never;
    };
    "/api/v1/auth/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-step sign-in is on */
        get: operations["MfaController_status"];
        put?: never;
        post?: never;
        /** Turn two-step sign-in off */
        delete: operations["MfaController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/mfa/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer the second-factor challenge (TOTP or recovery code) */
        post: operations["MfaController_answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/mfa/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm two-step sign-in with a first code; returns recovery codes */
        post: operations["MfaController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/mfa/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start two-step sign-in: a TOTP secret to scan */
        post: operations["MfaController_enrol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (the current one is asked) */
        post: operations["PasswordController_change"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a password-reset link */
        post: operations["PasswordController_forgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password from a reset link */
        post: operations["PasswordController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the refresh cookie and get a new access token */
        post: operations["AuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the signed-in user's sessions */
        get: operations["AuthController_sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one session */
        delete: operations["AuthController_revokeSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in; sets the refresh cookie and returns an access token */
        post: operations["AuthController_signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: revoke the refresh token and clear its cookie */
        post: operations["AuthController_signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account; a verification link is e-mailed */
        post: operations["AuthController_signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Spend the e-mailed verification link; signs the opener in as sign-in would (second factor still asked) */
        post: operations["AuthController_verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify-email/change-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Correct the address of an account not yet verified (password required); the old link stops working */
        post: operations["VerificationController_changeAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the verification link again (one per address per minute; 429 with Retry-After inside the wait) */
        post: operations["VerificationController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a checkout for the signed-in user; answers the URL to open */
        post: operations["BillingController_checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/checkout/guest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a checkout without an account (refused while flag guest_checkout is off) */
        post: operations["BillingController_guestCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/checkout/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The S$1 products of the payment test page; signed in, or as a guest with an e-mail */
        post: operations["BillingController_testCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's entitlements, payments, subscriptions and early-bird price lock */
        get: operations["BillingController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's customer portal (update the card, cancel), or the sandbox's own page */
        post: operations["BillingController_portal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/sandbox/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the sandbox checkout page shows */
        get: operations["SandboxController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/sandbox/sessions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave the sandbox checkout without paying */
        post: operations["SandboxController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/sandbox/sessions/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay in the sandbox: runs the same fulfilment as a Stripe webhook */
        post: operations["SandboxController_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/subscriptions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a subscription at the end of the paid period */
        post: operations["BillingController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/subscriptions/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a cancellation at period end */
        post: operations["BillingController_resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/validate-pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the signed-in user's early-bird locked price for founder_plus or elite_monthly (refused while flag price_lock_validation is off) */
        post: operations["BillingController_validatePricing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/verify-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Has the checkout with this session id been paid? Fulfils it if the webhook has not yet */
        post: operations["BillingController_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive a Stripe webhook event (signed by Stripe) */
        post: operations["StripeWebhookController_receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/brand-kit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand kit, or null when the founder has none (their files use the neutral theme) */
        get: operations["BrandKitController_get"];
        /** Save the two colours and the font pair */
        put: operations["BrandKitController_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/brand-kit/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload the logo (PNG or JPEG as base64, at most 700 KB); SVG is refused */
        put: operations["BrandKitController_setLogo"];
        post?: never;
        /** Remove the brand kit's logo */
        delete: operations["BrandKitController_removeLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/brand-kit/logo.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stored logo (the PNG the server re-encoded) */
        get: operations["BrandKitController_logo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email/click": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Record a click in an e-mail and redirect to the link's target */
        get: operations["EmailLinksController_click"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Record that an e-mail was opened (tracking pixel) */
        get: operations["EmailLinksController_open"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unsubscribe confirmation page for the link in a marketing mail */
        get: operations["EmailLinksController_confirmUnsubscribe"];
        put?: never;
        /** One-click unsubscribe (List-Unsubscribe-Post) and the confirmation form */
        post: operations["EmailLinksController_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exitcheck/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** May the user take ExitCheck Pro now (entitlement and monthly allowance) */
        get: operations["ExitCheckController_access"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exitcheck/assessments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Completed assessments, newest first */
        get: operations["ExitCheckController_history"];
        put?: never;
        /** Start an assessment (or resume the open draft) */
        post: operations["ExitCheckController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exitcheck/assessments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ExitCheck Pro result of the signed-in user */
        get: operations["ExitCheckController_result"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exitcheck/assessments/{id}/back": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Previous: removes the last stored response */
        post: operations["ExitCheckController_back"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exitcheck/assessments/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Score on the server and finish */
        post: operations["ExitCheckController_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exitcheck/assessments/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest report job: its stage, and the report once written */
        get: operations["ExitCheckController_reportJob"];
        put?: never;
        /** Start writing the report in the background (OpenAI when configured, else the deterministic writer); poll GET …/report */
        post: operations["ExitCheckController_startReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exitcheck/assessments/{id}/report.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Results and report as a PDF */
        get: operations["ExitCheckController_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exitcheck/assessments/{id}/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Answer a question (again: replaces the earlier answer) */
        put: operations["ExitCheckController_answer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exitcheck/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current question bank (nine categories, five questions each); option scores stay on the server */
        get: operations["ExitCheckController_bank"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exitcheck/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's ExitCheck Pro draft answers */
        get: operations["ExitCheckController_draft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exitcheck/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan to the target date from the latest completed assessment, or null until a target is set */
        get: operations["ExitCheckController_plan"];
        /** Set the goal (exit or raise) and the target date; tasks already marked done stay done */
        put: operations["ExitCheckController_savePlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exitcheck/plan.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan as an iCalendar file: each open task on the day to start it, and the target date */
        get: operations["ExitCheckController_planCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exitcheck/plan/tasks/{questionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a task of the plan done or not done; the projected score follows */
        put: operations["ExitCheckController_markTask"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active launch phase's feature flags (held in the gateway, kept current by flags.changed) */
        get: operations["FlagsController_current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/launch-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up on the coming-soon page to be mailed when Phase 2 launches */
        post: operations["LaunchNotificationsController_signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lite-assessments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a free Lite assessment; the server scores it */
        post: operations["LiteAssessmentsController_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pitchprep/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What PitchPrep the signed-in user may use */
        get: operations["PitchPrepController_access"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pitchprep/intake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's PitchPrep intake */
        get: operations["PitchPrepController_intake"];
        /** Save the intake draft (after every step) */
        put: operations["PitchPrepController_saveIntake"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pitchprep/intake/{id}/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start writing the track's three outputs; poll the run */
        post: operations["PitchPrepController_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pitchprep/outputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the signed-in user's PitchPrep outputs */
        get: operations["PitchPrepController_outputs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pitchprep/outputs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One PitchPrep output with its content */
        get: operations["PitchPrepController_output"];
        /** Save a new version (409 when the base version is stale) */
        put: operations["PitchPrepController_save"];
        post?: never;
        /** Delete a PitchPrep output */
        delete: operations["PitchPrepController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pitchprep/outputs/{id}/export.{format}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the current version: decks as pptx or pdf (decks: `?copy=presenter` keeps the speaker notes and the prompts of what is missing; the default investor copy has neither), FAQs and checklists as docx or pdf */
        get: operations["PitchPrepController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pitchprep/outputs/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore an earlier version of a PitchPrep output */
        post: operations["PitchPrepController_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pitchprep/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The state of a PitchPrep generation run */
        get: operations["PitchPrepController_run"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Declared beside evidenced for your newest checklist of the track, across all your rooms of that track, per checklist and ExitCheck Pro category */
        get: operations["ReadinessController_ofTrack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your rooms, newest first, and your plan's room limits */
        get: operations["RoomsController_list"];
        put?: never;
        /** Create a room (fromTemplate: folders after the data-room checklist's categories) */
        post: operations["RoomsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A room with its folders and documents (conversion progress included) */
        get: operations["RoomsController_get"];
        put?: never;
        post?: never;
        /** Delete a room with its folders, documents and files */
        delete: operations["RoomsController_delete"];
        options?: never;
        head?: never;
        /** Rename a room or change its description */
        patch: operations["RoomsController_update"];
        trace?: never;
    };
    "/api/v1/rooms/{id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per visitor, per document, per page, and document views per day (Singapore time, zero days included) */
        get: operations["RoomAnalyticsController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/analytics.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every document view (one line per visitor × document × visit) as CSV: viewed_at, name, email, verified, link, document, version, duration_seconds, furthest_page, pages, completion, downloaded_at, device_class, country */
        get: operations["RoomAnalyticsController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document: its status, and while converting the converter's stage and percent */
        get: operations["RoomsController_document"];
        put?: never;
        post?: never;
        /** Delete a document and its files */
        delete: operations["RoomsController_deleteDocument"];
        options?: never;
        head?: never;
        /** Rename a document, or move it (to another folder and/or a position from 0) */
        patch: operations["RoomsController_updateDocument"];
        trace?: never;
    };
    "/api/v1/rooms/{id}/documents/{documentId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish an upload: the checksum is verified, the type read from the content, and the conversion queued */
        post: operations["RoomsController_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/documents/{documentId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pick an unfinished upload up again: the parts already held (with their ETags) and fresh URLs for the rest */
        post: operations["RoomsController_resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The room's checklist evidence: each item of your newest checklist for the room's track with its linked document or suggestions, declared beside evidenced per category */
        get: operations["ReadinessController_ofRoom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/evidence/{itemKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Link a document of the room to a checklist item (replaces the item's earlier document in this room) */
        put: operations["ReadinessController_link"];
        post?: never;
        /** Unlink a checklist item's document in this room */
        delete: operations["ReadinessController_unlink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a folder at the end */
        post: operations["RoomsController_createFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/folders/{folderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a folder with its documents and their files */
        delete: operations["RoomsController_deleteFolder"];
        options?: never;
        head?: never;
        /** Rename, describe or move a folder (position from 0) */
        patch: operations["RoomsController_updateFolder"];
        trace?: never;
    };
    "/api/v1/rooms/{id}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The room's links, newest first */
        get: operations["RoomLinksController_list"];
        put?: never;
        /** Create a link to the room: all folders or chosen ones, the documents that may be downloaded, an optional expiry */
        post: operations["RoomLinksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/links/{linkId}/acceptances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The link's agreement acceptances, newest first (the latest 500): name, e-mail, version, IP address, time */
        get: operations["RoomLinksController_acceptances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/links/{linkId}/acceptances.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every acceptance as CSV: accepted_at, name, email, agreement_version, ip_address */
        get: operations["RoomLinksController_acceptancesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/links/{linkId}/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the link's access rules: verified e-mail and its allow list, the agreement (a changed text is a new version to accept again), the watermark */
        put: operations["RoomLinksController_updateAccess"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/links/{linkId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a link for good (idempotent): it stops opening at once */
        post: operations["RoomLinksController_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/outputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a generated output (deck, FAQ, checklist, ExitCheck report) as a live document */
        post: operations["RoomsController_addOutput"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The room's questions: open ones first (longest waiting on top), then answered ones, newest first; with the number still open */
        get: operations["RoomQuestionsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/questions/{questionId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a question privately (the asker only) or to everyone on its link; the first answer mails the asker when they gave an address. Answering again edits it */
        post: operations["RoomQuestionsController_answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/questions/{questionId}/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an answered question to the founder's latest FAQ of the room's kind (investor FAQ for a raise, exit FAQ for an exit); the same question twice is one item */
        post: operations["RoomQuestionsController_addToFaq"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add your ExitCheck Pro report (your latest completed audit, as page images; refreshed by each newer audit or report) to a folder */
        post: operations["RoomsController_addReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/rooms/{id}/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an upload: the declared size is reserved, and each part gets a URL to PUT its bytes to */
        post: operations["RoomsController_startUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Title and what the link asks (password, e-mail); with the content (a counted view) when nothing is or a valid grant is sent */
        get: operations["SharedLinksController_open"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pass the link's gate: its password and/or the visitor's e-mail with the one-time code sent to it (POST …/code) give a 30-minute grant (401 'Incorrect password', or a code that is wrong, expired or used up; 403 when the e-mail is not on the link's list; 429 after 10 wrong tries in 15 minutes) */
        post: operations["SharedLinksController_access"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Behind the e-mail gate: mail a one-time code to this address (with the link's password when it has one). 403 when the address is not on the link's list; 429 within a minute of the last code, or over the per-address, per-link and per-client limits */
        post: operations["SharedLinksController_sendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shared output (latest saved version); counts a view unless this browser viewed it in the last 30 minutes */
        get: operations["SharedLinksController_content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/download.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF, when the owner allows downloads (403 otherwise), counted as a view; behind the e-mail gate every page carries the viewer's e-mail and the date. 429 over the download limits, 503 with Retry-After while the PDF queue is full */
        get: operations["SharedLinksController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/engagement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The viewer's beacon: time on each slide or section since the last one (only the browser that opened the view may report on it) */
        post: operations["SharedLinksController_engagement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/logo.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sharer's logo from their brand kit, for the gate and the viewer (404 without one or for a link that does not open); never a view */
        get: operations["SharedLinksController_logo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The room index the link opens: host, room, its folders in scope and their documents; a new visit counts a view (room.viewed). While a gate step is left (gate.step), no folders and no view */
        get: operations["RoomLinkVisitsController_open"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/room/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The e-mail and its one-time code: a grant naming the verified address (401 for a wrong, expired or used-up code; 403 off the link's list) */
        post: operations["RoomLinkVisitsController_access"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/room/agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the link's agreement (the version read, the reader's name): recorded with the verified e-mail, the time and the IP address; answers a grant that opens the room (409 when a newer version replaced it) */
        post: operations["RoomLinkVisitsController_agree"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/room/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Behind the link's verified e-mail gate: mail a one-time code to this address (the share links' codes and limits). 403 when the address is not on the link's list; 429 within a minute of the last code or over the limits */
        post: operations["RoomLinkVisitsController_sendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/room/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document in the link's scope (404 outside it, as for one that does not exist); publishes document.viewed */
        get: operations["RoomLinkVisitsController_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/room/documents/{documentId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The original file, when the founder allowed its download on this link (403 otherwise); on a watermarked link a PDF stamped with the reader and the time on every page, and 403 for other types; 429 over the share links' download limits */
        get: operations["RoomLinkVisitsController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/room/documents/{documentId}/pages/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page image (JPEG, 1600 px wide) or with ?size=thumbnail its thumbnail (240 px), of a converted document in scope */
        get: operations["RoomLinkVisitsController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/room/documents/{documentId}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The visitor's own questions on the document and the answers the founder shared with everyone on this link, oldest first */
        get: operations["RoomLinkQuestionsController_list"];
        put?: never;
        /** Ask the founder about the document or one of its pages (mails them). Without a verified e-mail on the link, name and email are required; 429 past 5 questions an hour from one visitor or 30 on the link */
        post: operations["RoomLinkQuestionsController_ask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/room/engagement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Time on each page of one document since the last report (only the browser that opened the document may report on it; capped at the time that passed) */
        post: operations["RoomLinkEngagementController_engagement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/room/logo.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The founder's logo (404 without one or for a link that does not open); never a view */
        get: operations["RoomLinkVisitsController_logo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/room/theme.css": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The founder's brand kit as the room's stylesheet (empty without a kit); never a view */
        get: operations["RoomLinkVisitsController_theme"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shared/{token}/theme.css": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sharer's brand kit as the room's stylesheet (CSS custom properties; empty without a kit); never a view */
        get: operations["SharedLinksController_theme"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your shares, newest first (optionally of one output) */
        get: operations["SharesController_list"];
        put?: never;
        /** Share one of your outputs; the answer carries the link (url) to copy */
        post: operations["SharesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shares/{id}": {
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
        /** Edit a share: absent fields stay, null clears (password: null removes it) */
        patch: operations["SharesController_update"];
        trace?: never;
    };
    "/api/v1/shares/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the link for good */
        post: operations["SharesController_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shares/{id}/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Views per day (Singapore time, zero days included) and the latest 50 views */
        get: operations["SharesController_views"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shares/{id}/views.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every view as CSV: viewed_at, device_class, country */
        get: operations["SharesController_viewsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live health of the gateway and each service (their /health/ready probes) */
        get: operations["StatusController_current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/storage/parts/{uploadId}/{partNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload one part of a room document to the local store (the URL the uploads API handed out); answers its ETag header */
        put: operations["StoragePartsController_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your webhook endpoints, oldest first (never their secrets) */
        get: operations["WebhooksController_list"];
        put?: never;
        /** Add an endpoint (https, public address; at most 10); the answer carries its signing secret, shown this once */
        post: operations["WebhooksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an endpoint and its delivery log */
        delete: operations["WebhooksController_remove"];
        options?: never;
        head?: never;
        /** Change an endpoint: its address, description, events, or turn it on (forgetting past failures) or off */
        patch: operations["WebhooksController_update"];
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's deliveries, newest first: status, attempts, the last answer */
        get: operations["WebhooksController_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries/{deliveryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a finished delivery again (same message id, all attempts back) */
        post: operations["WebhooksController_replay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a webhook.test event now; its delivery shows in the log */
        post: operations["WebhooksController_test"];
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
        Account: {
            createdAt: components["schemas"]["IsoDate"];
            email: components["schemas"]["Email"];
            emailVerified: boolean;
            /** Format: uuid */
            id: string;
            name: string;
            role: components["schemas"]["Role"];
        };
        AccountLinkRequestInput: {
            token: string;
        };
        AddOutputRequestInput: {
            /** Format: uuid */
            folderId: string;
            /** Format: uuid */
            outputId: string;
        };
        AddReportRequestInput: {
            /** Format: uuid */
            folderId: string;
        };
        AdminFlagAuditEntry: {
            /** @enum {string} */
            action: "flags_updated" | "phase_activated";
            actor: components["schemas"]["Person"] | null;
            /** Format: uuid */
            actorId: string;
            after: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            at: string;
            before: {
                [key: string]: unknown;
            };
            /** Format: uuid */
            id: string;
            phaseId: string;
        };
        AdminFlagAuditList: {
            entries: components["schemas"]["AdminFlagAuditEntry"][];
        };
        AdminPaymentsList: {
            payments: components["schemas"]["AdminPaymentView"][];
            summary: components["schemas"]["AdminPaymentsSummary"];
            total: number;
        };
        AdminPaymentsSummary: {
            count: number;
            gross: components["schemas"]["Cents"];
            net: number;
            refunded: components["schemas"]["Cents"];
        };
        AdminPaymentView: {
            amount: components["schemas"]["Cents"];
            createdAt: components["schemas"]["IsoDate"];
            /** @enum {string} */
            currency: "SGD";
            discountCode: string | null;
            email: components["schemas"]["Email"];
            /** Format: uuid */
            id: string;
            paidAt: (string & components["schemas"]["IsoDate"]) | null;
            paymentType: components["schemas"]["PaymentType"];
            planName: string;
            planType: components["schemas"]["PlanType"];
            /** @enum {string} */
            provider: "stripe" | "sandbox";
            refundable: boolean;
            refundedAt: (string & components["schemas"]["IsoDate"]) | null;
            refundedBy?: components["schemas"]["Person"] | null;
            /** Format: uuid */
            refundedById: string | null;
            /** @enum {string|null} */
            refundReason?: "lite20_already_used" | null;
            reviewReason?: string | null;
            status: components["schemas"]["PaymentStatus"];
            tool: (string & components["schemas"]["ToolType"]) | null;
            /** Format: uuid */
            userId: string | null;
        };
        AdminRoleBodyInput: {
            admin: boolean;
        };
        AdminShare: {
            createdAt: components["schemas"]["IsoDate"];
            expiresAt: (string & components["schemas"]["IsoDate"]) | null;
            /** Format: uuid */
            id: string;
            isPublic: boolean;
            lastViewedAt: (string & components["schemas"]["IsoDate"]) | null;
            maxViews: number | null;
            /** Format: uuid */
            outputId: string;
            outputType: string | null;
            ownerEmail?: string | null;
            /** Format: uuid */
            ownerId: string;
            requiresPassword: boolean;
            revokedAt: (string & components["schemas"]["IsoDate"]) | null;
            state: components["schemas"]["ShareState"];
            title: string;
            viewCount: number;
        };
        AdminSharesList: {
            shares: components["schemas"]["AdminShare"][];
            total: number;
        };
        AdminUserBilling: {
            entitlement: components["schemas"]["Entitlement"];
            payments: components["schemas"]["AdminPaymentView"][];
            subscriptions: components["schemas"]["SubscriptionView"][];
            user?: components["schemas"]["Person"] | null;
            /** Format: uuid */
            userId: string;
        };
        AnswerRoomQuestionRequestInput: {
            answer: string;
            visibility: components["schemas"]["RoomQuestionVisibility"];
        };
        AskRoomQuestionRequestInput: {
            email?: components["schemas"]["Email"];
            name?: string;
            /** @default null */
            page?: number | null;
            text: string;
        };
        BillingOverview: {
            earlyBird: components["schemas"]["EarlyBirdStatus"];
            entitlement: components["schemas"]["Entitlement"];
            payments: components["schemas"]["PaymentView"][];
            subscriptions: components["schemas"]["SubscriptionView"][];
            usedThisMonth: number | null;
        };
        BrandKitView: {
            kit: {
                accent: string;
                /** @enum {string} */
                fontPair: "clean" | "classic" | "formal";
                logo: {
                    height: number;
                    version: string;
                    width: number;
                } | null;
                primary: string;
                updatedAt: components["schemas"]["IsoDate"];
            } | null;
        };
        BrowserSession: {
            accessToken: string;
            accessTokenExpiresAt: components["schemas"]["IsoDate"];
            user: components["schemas"]["SessionUser"];
        };
        BuyerQuestion: {
            ask: string;
            categoryTitle: string;
            draftAnswer: string;
            evidence: string;
            questionId: string;
            today: string;
            viewerInterest?: string;
        };
        CategoryReadiness: {
            category: string;
            declared: number;
            evidenced: number;
            items: components["schemas"]["EvidenceItem"][];
        };
        Cents: number;
        ChangeUnverifiedAddressBodyInput: {
            email: components["schemas"]["Email"];
            newEmail: components["schemas"]["Email"];
            password: components["schemas"]["CurrentPassword"];
            plan?: components["schemas"]["ChosenPlanInput"];
        };
        ChecklistItemKey: string;
        CheckoutRequestInput: {
            paymentType: components["schemas"]["PaymentType"];
            planType: components["schemas"]["PlanType"];
            tool?: components["schemas"]["ToolType"];
        };
        CheckoutResponse: {
            checkoutId: string;
            url: string;
        };
        ChosenPlanInput: {
            paymentType: components["schemas"]["PaymentType"];
            planType: components["schemas"]["PlanType"];
            tool?: components["schemas"]["ToolType"];
        };
        ClientLogBatchInput: {
            logs: components["schemas"]["ClientLogEntryInput"][];
        };
        ClientLogEntryInput: {
            context?: {
                [key: string]: string | number | boolean | (null);
            };
            errorId?: string;
            /** @enum {string} */
            level: "debug" | "info" | "warn" | "error" | "fatal";
            message: string;
            route?: string;
            sessionId?: string;
            /** Format: date-time */
            timestamp: string;
        };
        CompleteUploadRequestInput: {
            parts: {
                etag: string;
                partNumber: number;
            }[];
        };
        /** @enum {string} */
        ComponentStatus: "up" | "down";
        CreatedWebhookEndpoint: {
            consecutiveFailures: number;
            createdAt: components["schemas"]["IsoDate"];
            description: string;
            /** @enum {string|null} */
            disabledReason: "manual" | "failing" | null;
            enabled: boolean;
            eventTypes: components["schemas"]["WebhookEventType"][];
            /** Format: uuid */
            id: string;
            secret: string;
            updatedAt: components["schemas"]["IsoDate"];
            url: string;
        };
        CreateFolderRequestInput: {
            /** @default  */
            description?: string;
            name: string;
        };
        CreateRoomLinkRequestInput: {
            /** @default null */
            agreement?: string | null;
            allowedViewers?: components["schemas"]["ShareViewerRule"][];
            /** @default [] */
            downloadableDocumentIds?: string[];
            /** @default [] */
            downloadableFolderIds?: string[];
            /** @default null */
            expiresAt?: (string & components["schemas"]["IsoDate"]) | null;
            /** @default null */
            folderIds?: string[] | null;
            /** @default false */
            requireEmail?: boolean;
            title: string;
            /** @default false */
            watermark?: boolean;
        };
        CreateRoomRequestInput: {
            /** @default  */
            description?: string;
            /** @default false */
            fromTemplate?: boolean;
            name: string;
            purpose: components["schemas"]["RoomPurpose"];
        };
        CreateShareRequestInput: {
            /** @default false */
            allowDownload?: boolean;
            allowedViewers?: components["schemas"]["ShareViewerRule"][];
            description?: string | null;
            expiresAt?: (string & components["schemas"]["IsoDate"]) | null;
            /** @default true */
            isPublic?: boolean;
            maxViews?: number | null;
            /** @default false */
            notifyOnView?: boolean;
            /** Format: uuid */
            outputId: string;
            password?: (string & components["schemas"]["SharePassword"]) | null;
            /** @default false */
            requireEmail?: boolean;
            title: string;
        };
        CreateWebhookEndpointRequestInput: {
            /** @default  */
            description?: string;
            eventTypes: components["schemas"]["WebhookEventType"][];
            url: string;
        };
        CurrentPassword: string;
        /** @enum {string} */
        DeviceClass: "desktop" | "mobile" | "tablet" | "bot" | "unknown";
        EarlyBirdStatus: {
            eligible: boolean;
            eliteMonthlyLockedPrice: number | null;
            expiresAt: (string & components["schemas"]["IsoDate"]) | null;
            founderPlusLockedPrice: number | null;
            grantedAt: (string & components["schemas"]["IsoDate"]) | null;
        };
        Email: string;
        EmailChangeBodyInput: {
            newEmail: components["schemas"]["Email"];
            password: components["schemas"]["CurrentPassword"];
        };
        EmailLog: {
            attempts: number;
            createdAt: components["schemas"]["IsoDate"];
            errorMessage: string | null;
            /** Format: uuid */
            id: string;
            scheduledAt: components["schemas"]["IsoDate"];
            sentAt: (string & components["schemas"]["IsoDate"]) | null;
            status: components["schemas"]["EmailLogStatus"];
            step: number | null;
            subject: string;
            templateId: string;
            templateName: string;
            triggerType: string | null;
            userData: {
                [key: string]: string | number | (null);
            };
            userEmail: string;
        };
        EmailLogList: {
            items: components["schemas"]["EmailLog"][];
            total: number;
        };
        /** @enum {string} */
        EmailLogStatus: "pending" | "sent" | "failed" | "cancelled";
        EmailPreferences: {
            email: string;
            marketing: boolean;
        };
        EmailPreferencesBodyInput: {
            marketing: boolean;
        };
        /** @enum {string} */
        EmailTriggerType: "high_score" | "assessment_completion" | "early_bird_granted" | "phase2_launch_early_bird" | "phase2_launch_general";
        Entitlement: {
            monthlyAllowance: number | null;
            tools: components["schemas"]["ToolType"][];
            unlimited: boolean;
            validUntil: (string & components["schemas"]["IsoDate"]) | null;
        };
        ErrorBody: {
            error: {
                code: string;
                details?: unknown;
                errorId?: string;
                message: string;
            };
        };
        EvidenceItem: {
            declared: boolean;
            document: {
                /** Format: uuid */
                id: string;
                name: string;
                status: components["schemas"]["RoomDocumentStatus"];
                type: string;
            } | null;
            evidenced: boolean;
            key: components["schemas"]["ChecklistItemKey"];
            name: string;
            /** @enum {string|null} */
            priority: "week_1" | "before_term_sheet" | "before_loi" | "before_completion" | null;
            required: boolean;
            suggestions: {
                /** Format: uuid */
                id: string;
                name: string;
                status: components["schemas"]["RoomDocumentStatus"];
                type: string;
            }[];
        };
        FlagsSnapshot: {
            flags: {
                [key: string]: boolean;
            };
            phaseId: string;
            phaseName: string;
            version: number;
        };
        FlagsUpdate: {
            [key: string]: boolean;
        };
        FlagsUpdateBodyInput: {
            flags: components["schemas"]["FlagsUpdate"];
        };
        GenerationRun: {
            current: (string & components["schemas"]["OutputType"]) | null;
            done: number;
            error: {
                code: string;
                message: string;
            } | null;
            /** Format: uuid */
            id: string;
            outputs: components["schemas"]["OutputSummary"][];
            /** @enum {string} */
            status: "running" | "done" | "failed";
            total: number;
        };
        GuestCheckoutRequestInput: {
            discountCode?: string;
            email: components["schemas"]["Email"];
            firstName?: components["schemas"]["OptionalNamePart"];
            lastName?: components["schemas"]["OptionalNamePart"];
            /** Format: uuid */
            liteAssessmentId?: string;
            paymentType: components["schemas"]["PaymentType"];
            planType: components["schemas"]["PlanType"];
            priceValidation?: {
                expectedPrice: number;
            };
            tool?: components["schemas"]["ToolType"];
        };
        IntakeDraft: {
            /** Format: uuid */
            id: string;
            intake: components["schemas"]["PitchIntake"];
            step: number;
            updatedAt: components["schemas"]["IsoDate"];
        };
        /** @enum {string} */
        IntentLevel: "hot" | "warm" | "cold";
        /** Format: date-time */
        IsoDate: string;
        Jwk: {
            /** @enum {string} */
            alg: "ES256";
            /** @enum {string} */
            crv: "P-256";
            kid: string;
            /** @enum {string} */
            kty: "EC";
            /** @enum {string} */
            use: "sig";
            x: string;
            y: string;
        };
        Jwks: {
            keys: components["schemas"]["Jwk"][];
        };
        LaunchPhase: {
            id: string;
            isActive: boolean;
            name: string;
        };
        LaunchPhaseId: string;
        LaunchSignupRequestInput: {
            email: components["schemas"]["Email"];
        };
        LaunchSignupResult: {
            message: string;
            /** @enum {boolean} */
            success: true;
        };
        LinkedDocument: {
            createdAt: components["schemas"]["IsoDate"];
            downloadable: boolean;
            /** Format: uuid */
            id: string;
            name: string;
            pageCount: number | null;
            /** @enum {string} */
            source?: "upload" | "output" | "report";
            status: components["schemas"]["RoomDocumentStatus"];
            type: string;
            updatedAt: components["schemas"]["IsoDate"];
        };
        LinkEvidenceRequestInput: {
            /** Format: uuid */
            documentId: string;
        };
        LiteResult: {
            /** Format: uuid */
            assessmentId: string;
            /** @enum {string} */
            headingBand: "top" | "middle" | "low";
            insight: string;
            maxScore: number;
            name: string;
            offer: {
                discountCode: string;
                guestPrice: number;
                planName: string;
                /** @enum {string} */
                planType: "starter" | "pro";
                price: number;
            };
            score: number;
            scoreLabel: string;
            tier: components["schemas"]["ScoreTier"];
            toolType: components["schemas"]["ToolType"];
        };
        LiteSubmissionInput: {
            answers: {
                [key: string]: string;
            };
            email: components["schemas"]["Email"];
            name: components["schemas"]["VisitorName"];
            /** Format: uuid */
            submissionId?: string;
            toolType: components["schemas"]["ToolType"];
        };
        MailboxList: {
            items: components["schemas"]["MailboxMessage"][];
        };
        MailboxMessage: {
            createdAt: components["schemas"]["IsoDate"];
            from: string;
            headers: {
                [key: string]: string;
            };
            html: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            logId: string;
            status: (string & components["schemas"]["EmailLogStatus"]) | null;
            subject: string;
            templateName: string | null;
            text: string;
            to: string;
        };
        MfaChallengeBodyInput: {
            /** Format: uuid */
            challengeId: string;
            code: components["schemas"]["MfaCode"];
        };
        MfaCode: string;
        MfaConfirmBodyInput: {
            code: components["schemas"]["MfaCode"];
            /** Format: uuid */
            factorId: string;
        };
        MfaConfirmResponse: {
            recoveryCodes: string[];
            session: components["schemas"]["BrowserSession"];
        };
        MfaEnrolBodyInput: {
            password: components["schemas"]["CurrentPassword"];
        };
        MfaRemoveBodyInput: {
            code: components["schemas"]["MfaCode"];
            password: components["schemas"]["CurrentPassword"];
        };
        OptionalNamePart: string;
        OutputSummary: {
            aiGenerated: boolean;
            /** Format: uuid */
            id: string;
            outputType: components["schemas"]["OutputType"];
            preview?: {
                lines: string[];
                title: string;
            } | null;
            title: string;
            track: components["schemas"]["PitchTrack"];
            updatedAt: components["schemas"]["IsoDate"];
            version: number;
        };
        /** @enum {string} */
        OutputType: "pitch_deck" | "exit_deck" | "investor_faq" | "exit_faq" | "data_room_checklist";
        OutputView: {
            aiGenerated: boolean;
            content: unknown;
            gaps?: {
                prompt: string;
                slideId: string;
                slideTitle: string;
            }[];
            /** Format: uuid */
            id: string;
            outputType: components["schemas"]["OutputType"];
            preview?: {
                lines: string[];
                title: string;
            } | null;
            title: string;
            track: components["schemas"]["PitchTrack"];
            updatedAt: components["schemas"]["IsoDate"];
            version: number;
            versions: {
                note: string;
                savedAt: components["schemas"]["IsoDate"];
                version: number;
            }[];
        };
        OwnerRoomLink: {
            acceptanceCount: number;
            agreement: {
                text: string;
                version: number;
            } | null;
            allowedViewers: string[];
            createdAt: components["schemas"]["IsoDate"];
            downloadableDocumentIds: string[];
            downloadableFolderIds: string[];
            expiresAt: (string & components["schemas"]["IsoDate"]) | null;
            folderIds: string[] | null;
            /** Format: uuid */
            id: string;
            lastViewedAt: (string & components["schemas"]["IsoDate"]) | null;
            requireEmail: boolean;
            revokedAt: (string & components["schemas"]["IsoDate"]) | null;
            /** Format: uuid */
            roomId: string;
            state: components["schemas"]["RoomLinkState"];
            title: string;
            token: string;
            url: string;
            viewCount: number;
            watermark: boolean;
        };
        OwnerRoomLinkList: {
            links: components["schemas"]["OwnerRoomLink"][];
        };
        OwnerShare: {
            allowDownload: boolean;
            allowedViewers: string[];
            createdAt: components["schemas"]["IsoDate"];
            description: string | null;
            expiresAt: (string & components["schemas"]["IsoDate"]) | null;
            /** Format: uuid */
            id: string;
            isPublic: boolean;
            lastViewedAt: (string & components["schemas"]["IsoDate"]) | null;
            maxViews: number | null;
            notifyOnView: boolean;
            /** Format: uuid */
            outputId: string;
            outputType: string | null;
            requireEmail: boolean;
            requiresPassword: boolean;
            revokedAt: (string & components["schemas"]["IsoDate"]) | null;
            state: components["schemas"]["ShareState"];
            title: string;
            token: string;
            updatedAt: components["schemas"]["IsoDate"];
            url: string;
            viewCount: number;
            viewsThisWeek: number;
        };
        OwnerShareList: {
            shares: components["schemas"]["OwnerShare"][];
        };
        Password: string;
        PasswordChangeBodyInput: {
            currentPassword: string;
            newPassword: components["schemas"]["Password"];
        };
        PasswordForgotRequestInput: {
            email: components["schemas"]["Email"];
        };
        PasswordResetRequestInput: {
            password: components["schemas"]["Password"];
            token: string;
        };
        /** @enum {string} */
        PaymentStatus: "pending" | "paid" | "failed" | "refunded" | "needs_review";
        /** @enum {string} */
        PaymentType: "one_time" | "subscription";
        PaymentView: {
            amount: components["schemas"]["Cents"];
            createdAt: components["schemas"]["IsoDate"];
            /** @enum {string} */
            currency: "SGD";
            discountCode: string | null;
            email: components["schemas"]["Email"];
            /** Format: uuid */
            id: string;
            paidAt: (string & components["schemas"]["IsoDate"]) | null;
            paymentType: components["schemas"]["PaymentType"];
            planName: string;
            planType: components["schemas"]["PlanType"];
            /** @enum {string} */
            provider: "stripe" | "sandbox";
            refundable: boolean;
            refundedAt: (string & components["schemas"]["IsoDate"]) | null;
            /** @enum {string|null} */
            refundReason?: "lite20_already_used" | null;
            reviewReason?: string | null;
            status: components["schemas"]["PaymentStatus"];
            tool: (string & components["schemas"]["ToolType"]) | null;
            /** Format: uuid */
            userId: string | null;
        };
        PeerBenchmark: {
            categories: {
                categoryId: string;
                cohortSize: number;
                percentile: number;
                score: number;
                title: string;
            }[];
            cohort: {
                label: string;
                /** @enum {string} */
                level: "industry_band_country" | "industry_country" | "country" | "region";
                size: number;
                widened: boolean;
            } | null;
            narrowestLabel: string | null;
            overall: {
                percentile: number;
                score: number;
            } | null;
            /** @enum {string} */
            status: "shown" | "unplaced" | "too_few";
        };
        Person: {
            email: components["schemas"]["Email"];
            /** Format: uuid */
            id: string;
            name: string;
        };
        PhaseActivateBodyInput: {
            phaseId: components["schemas"]["LaunchPhaseId"];
        };
        PitchIntake: {
            /** @default  */
            businessModel: string;
            company: {
                /** @default  */
                country: string;
                /** @default  */
                foundedYear: string;
                /** @default  */
                industry: string;
                /** @default  */
                name: string;
                /** @default  */
                oneLiner: string;
                /** @default  */
                stage: string;
                /** @default  */
                website: string;
            };
            competition: {
                /** @default  */
                advantage: string;
                /** @default  */
                competitors: string;
                rivals?: {
                    /** @default  */
                    gap: string;
                    /** @default  */
                    name: string;
                }[];
            };
            exit?: {
                /** @default  */
                buyerTypes: string;
                /** @default  */
                goals: string;
                /** @default  */
                timeline: string;
                /** @default  */
                valuationExpectations: string;
            };
            financials: {
                /** @default  */
                burnRate: string;
                /** @enum {string} */
                currency?: "SGD" | "USD" | "MYR" | "IDR" | "THB" | "VND" | "PHP";
                /** @default  */
                currentRevenue: string;
                forecast?: {
                    amount: number;
                    period: string;
                }[];
                profit?: {
                    amount: number;
                    period: string;
                }[];
                /** @default  */
                projections: string;
                /** @default  */
                runway: string;
            };
            fundraising?: {
                /** @default  */
                amount: string;
                /** @default  */
                round: string;
                /** @default  */
                useOfFunds: string;
            };
            goToMarket?: {
                /** @default  */
                channels: string;
                /** @default  */
                expansion: string;
            };
            market: {
                /** @default  */
                notes: string;
                /** @default  */
                sam: string;
                /** @default  */
                som: string;
                /** @default  */
                tam: string;
            };
            /** @default  */
            problem: string;
            /** @default  */
            product: string;
            /** @default  */
            solution: string;
            /** @default [] */
            team: {
                /** @default  */
                background: string;
                /** @default  */
                name: string;
                /** @default  */
                role: string;
            }[];
            track: components["schemas"]["PitchTrack"];
            traction: {
                /** @default  */
                customers: string;
                /** @default  */
                growth: string;
                history?: {
                    amount: number;
                    period: string;
                }[];
                /** @default  */
                keyMetrics: string;
                /** @default  */
                revenue: string;
            };
            unitEconomics?: {
                /** @default  */
                cac: string;
                /** @default  */
                grossMargin: string;
                /** @default  */
                ltv: string;
                /** @default  */
                payback: string;
                /** @default  */
                price: string;
            };
        };
        PitchIntakeInput: {
            /** @default  */
            businessModel?: string;
            /** @default {} */
            company?: {
                /** @default  */
                country?: string;
                /** @default  */
                foundedYear?: string;
                /** @default  */
                industry?: string;
                /** @default  */
                name?: string;
                /** @default  */
                oneLiner?: string;
                /** @default  */
                stage?: string;
                /** @default  */
                website?: string;
            };
            /** @default {} */
            competition?: {
                /** @default  */
                advantage?: string;
                /** @default  */
                competitors?: string;
                rivals?: {
                    /** @default  */
                    gap?: string;
                    /** @default  */
                    name?: string;
                }[];
            };
            exit?: {
                /** @default  */
                buyerTypes?: string;
                /** @default  */
                goals?: string;
                /** @default  */
                timeline?: string;
                /** @default  */
                valuationExpectations?: string;
            };
            /** @default {} */
            financials?: {
                /** @default  */
                burnRate?: string;
                /** @enum {string} */
                currency?: "SGD" | "USD" | "MYR" | "IDR" | "THB" | "VND" | "PHP";
                /** @default  */
                currentRevenue?: string;
                forecast?: {
                    amount: number;
                    period: string;
                }[];
                profit?: {
                    amount: number;
                    period: string;
                }[];
                /** @default  */
                projections?: string;
                /** @default  */
                runway?: string;
            };
            fundraising?: {
                /** @default  */
                amount?: string;
                /** @default  */
                round?: string;
                /** @default  */
                useOfFunds?: string;
            };
            goToMarket?: {
                /** @default  */
                channels?: string;
                /** @default  */
                expansion?: string;
            };
            /** @default {} */
            market?: {
                /** @default  */
                notes?: string;
                /** @default  */
                sam?: string;
                /** @default  */
                som?: string;
                /** @default  */
                tam?: string;
            };
            /** @default  */
            problem?: string;
            /** @default  */
            product?: string;
            /** @default  */
            solution?: string;
            /** @default [] */
            team?: {
                /** @default  */
                background?: string;
                /** @default  */
                name?: string;
                /** @default  */
                role?: string;
            }[];
            track: components["schemas"]["PitchTrack"];
            /** @default {} */
            traction?: {
                /** @default  */
                customers?: string;
                /** @default  */
                growth?: string;
                history?: {
                    amount: number;
                    period: string;
                }[];
                /** @default  */
                keyMetrics?: string;
                /** @default  */
                revenue?: string;
            };
            unitEconomics?: {
                /** @default  */
                cac?: string;
                /** @default  */
                grossMargin?: string;
                /** @default  */
                ltv?: string;
                /** @default  */
                payback?: string;
                /** @default  */
                price?: string;
            };
        };
        /** @enum {string} */
        PitchTrack: "fundraising" | "exit";
        /** @enum {string} */
        PlanType: "starter" | "pro" | "founder" | "essential" | "pro_sub" | "elite";
        PortalResponse: {
            url: string;
        };
        PresignedPart: {
            expiresAt: components["schemas"]["IsoDate"];
            partNumber: number;
            url: string;
        };
        ProAccess: {
            allowed: boolean;
            monthlyAllowance: number | null;
            /** @enum {string} */
            reason: "entitled" | "no_entitlement" | "monthly_limit_reached";
            unlimited: boolean;
            usedThisMonth: number;
        };
        ProAction: {
            action: string;
            owner: string;
            questionIds?: string[];
            timeframe: string;
        };
        ProAnswerBodyInput: {
            optionId: string;
            questionId: string;
        };
        ProAnswerChange: {
            after: string;
            before: string;
            categoryTitle: string;
            points: number;
            question: string;
            questionId: string;
            scoreAfter: number;
            scoreBefore: number;
        };
        ProBankView: {
            categories: {
                description: string;
                id: string;
                questions: {
                    hint?: string;
                    id: string;
                    options: {
                        id: string;
                        text: string;
                    }[];
                    question: string;
                    /** @enum {string} */
                    type: "multiple-choice";
                    weight: number;
                }[];
                title: string;
                weight: number;
            }[];
            version: string;
        };
        ProCategoryResult: {
            categoryId: string;
            change: number | null;
            score: number;
            title: string;
            weight: number;
        };
        ProcessEmailSequenceRequestInput: {
            idempotencyKey?: string;
            /** @default {} */
            metadata?: {
                consultationLink?: string;
                insight?: string;
                score?: number;
                scoreLabel?: string;
                toolType?: components["schemas"]["ToolType"];
            };
            triggerType: components["schemas"]["EmailTriggerType"];
            userEmail: components["schemas"]["Email"];
            userName?: string;
        };
        ProcessEmailSequenceResult: {
            alreadyScheduled: number;
            scheduled: components["schemas"]["ScheduledStep"][];
            triggerType: components["schemas"]["EmailTriggerType"];
        };
        ProDraft: {
            bankVersion: string;
            /** Format: uuid */
            id: string;
            responses: {
                optionId: string;
                questionId: string;
            }[];
            updatedAt: components["schemas"]["IsoDate"];
            userInfo: components["schemas"]["ProUserInfo"];
        };
        ProEvidence: {
            evidenced: number | null;
            id: string;
            title: string;
        };
        ProHistory: {
            assessments: {
                /** @default [] */
                categories: {
                    categoryId: string;
                    score: number;
                    title: string;
                }[];
                completedAt: components["schemas"]["IsoDate"];
                /** Format: uuid */
                id: string;
                readinessLevel: string;
                totalScore: number;
            }[];
        };
        ProPlan: {
            /** Format: uuid */
            assessmentId: string;
            currentScore: number;
            /** @enum {string} */
            goal: "exit" | "raise";
            potentialScore: number;
            projectedScore: number;
            /** Format: date */
            targetDate: string;
            tasks: {
                action: string;
                categoryTitle: string;
                done: boolean;
                /** Format: date */
                doneIfStartedToday: string;
                late: boolean;
                leadWeeks: number;
                owner: string;
                points: number;
                questionId: string;
                /** Format: date */
                startBy: string;
            }[];
            weeksLeft: number;
        };
        ProPlanAnswer: {
            hasAssessment: boolean;
            plan: components["schemas"]["ProPlan"] | null;
        };
        ProPlanSettingsInput: {
            /** @enum {string} */
            goal: "exit" | "raise";
            /** Format: date */
            targetDate: string;
        };
        ProPlanTaskRequestInput: {
            done: boolean;
        };
        ProReport: {
            actionPlan: components["schemas"]["ProAction"][];
            aiGenerated: boolean;
            generatedAt: components["schemas"]["IsoDate"];
            insights: string[];
            recommendations: string[];
        };
        ProReportJob: {
            error: {
                code: string;
                message: string;
            } | null;
            /** Format: uuid */
            id: string;
            report: components["schemas"]["ProReport"] | null;
            stage: string;
            /** @enum {string} */
            status: "queued" | "writing" | "done" | "failed";
        };
        ProResponse: {
            optionId: string;
            questionId: string;
            score: number;
        };
        ProResult: {
            bankVersion: string;
            buyerQuestions: components["schemas"]["BuyerQuestion"][];
            categoryScores: components["schemas"]["ProCategoryResult"][];
            changes: components["schemas"]["ProAnswerChange"][];
            completedAt: components["schemas"]["IsoDate"];
            gaps: string[];
            /** Format: uuid */
            id: string;
            nextSteps: {
                action: string;
                categoryTitle: string;
                owner: string;
                questionIds?: string[];
                timeframe: string;
            }[];
            peerBenchmark: components["schemas"]["PeerBenchmark"];
            previousTotal: number | null;
            /** @enum {string} */
            readinessLevel: "Excellent" | "High" | "Medium" | "Low";
            report: components["schemas"]["ProReport"] | null;
            responses: components["schemas"]["ProResponse"][];
            strengths: string[];
            totalScore: number;
            userInfo: components["schemas"]["ProUserInfo"];
        };
        ProStartBodyInput: {
            userInfo: components["schemas"]["ProUserInfoInput"];
        };
        ProUserInfo: {
            company: string;
            country?: string;
            email: components["schemas"]["Email"];
            industry: string;
            name: string;
            phone: string;
            revenue: string;
        };
        ProUserInfoInput: {
            company: string;
            country?: string;
            email: components["schemas"]["Email"];
            industry: string;
            name: string;
            phone: string;
            revenue: string;
        };
        ReadinessView: {
            categories: components["schemas"]["CategoryReadiness"][];
            checklist: {
                /** Format: uuid */
                outputId: string;
                title: string;
                /** @enum {string} */
                track: "fundraising" | "exit";
            } | null;
            declared: number;
            evidenced: number;
            pro: components["schemas"]["ProEvidence"][];
        };
        ResendEmailResult: {
            /** Format: uuid */
            logId: string;
            /** Format: uuid */
            resendOf: string;
            status: components["schemas"]["EmailLogStatus"];
        };
        ResendVerificationBodyInput: {
            email: components["schemas"]["Email"];
            plan?: components["schemas"]["ChosenPlanInput"];
        };
        ResendVerificationResponse: {
            /** @enum {boolean} */
            requested: true;
            retryAfterSeconds: number;
        };
        RestoreOutputRequestInput: {
            version: number;
        };
        ResumedUpload: {
            document: components["schemas"]["RoomDocument"];
            held: {
                etag: string;
                partNumber: number;
            }[];
            parts: components["schemas"]["PresignedPart"][];
            partSize: number;
        };
        /** @enum {string} */
        Role: "user" | "admin";
        Room: {
            bytes: number;
            createdAt: components["schemas"]["IsoDate"];
            description: string;
            folders: components["schemas"]["RoomFolder"][];
            /** Format: uuid */
            id: string;
            limits: components["schemas"]["RoomPlanLimits"];
            name: string;
            purpose: components["schemas"]["RoomPurpose"];
            updatedAt: components["schemas"]["IsoDate"];
        };
        RoomAnalytics: {
            days: {
                date: string;
                views: number;
            }[];
            documents: components["schemas"]["RoomAnalyticsDocument"][];
            lastViewedAt: (string & components["schemas"]["IsoDate"]) | null;
            /** Format: uuid */
            roomId: string;
            timeZone: string;
            totals: {
                documentViews: number;
                downloads: number;
                seconds: number;
                visitors: number;
            };
            visitors: components["schemas"]["RoomAnalyticsVisitor"][];
        };
        RoomAnalyticsDocument: {
            completion: number | null;
            /** Format: uuid */
            documentId: string;
            downloads: number;
            name: string;
            pageCount: number | null;
            pages: {
                page: number;
                seconds: number;
                visitors: number;
            }[];
            seconds: number;
            views: number;
            visitors: number;
        };
        RoomAnalyticsVisitor: {
            country: string | null;
            deviceClass: components["schemas"]["DeviceClass"];
            documents: number;
            downloads: number;
            email: string | null;
            label: string;
            lastViewedAt: components["schemas"]["IsoDate"];
            level: components["schemas"]["IntentLevel"];
            link: string;
            name: string | null;
            questions: number;
            reads: components["schemas"]["RoomVisitorRead"][];
            reasons: string[];
            score: number;
            seconds: number;
            verified: boolean;
            visits: number;
        };
        RoomDocument: {
            createdAt: components["schemas"]["IsoDate"];
            failureMessage: string | null;
            /** Format: uuid */
            folderId: string;
            /** Format: uuid */
            id: string;
            name: string;
            /** Format: uuid */
            outputId: string | null;
            pageCount: number | null;
            position: number;
            progress: {
                percent: number;
                stage: string;
            } | null;
            report?: components["schemas"]["RoomReportAudit"] | null;
            sha256: string | null;
            size: number;
            source: components["schemas"]["RoomDocumentSource"];
            status: components["schemas"]["RoomDocumentStatus"];
            type: string;
            updatedAt: components["schemas"]["IsoDate"];
            version: number;
        };
        /** @enum {string} */
        RoomDocumentSource: "upload" | "output" | "report";
        /** @enum {string} */
        RoomDocumentStatus: "uploading" | "converting" | "ready" | "failed";
        RoomEngagementRequestInput: {
            /** Format: uuid */
            documentId: string;
            pages: {
                ms: number;
                page: number;
            }[];
        };
        RoomFolder: {
            description: string;
            documents: components["schemas"]["RoomDocument"][];
            /** Format: uuid */
            id: string;
            name: string;
            position: number;
        };
        RoomLinkAcceptance: {
            acceptedAt: components["schemas"]["IsoDate"];
            email: string | null;
            /** Format: uuid */
            id: string;
            ipAddress: string | null;
            name: string;
            version: number;
        };
        RoomLinkAcceptanceList: {
            acceptances: components["schemas"]["RoomLinkAcceptance"][];
        };
        RoomLinkAccessInput: {
            /** @default null */
            agreement?: string | null;
            allowedViewers?: components["schemas"]["ShareViewerRule"][];
            /** @default false */
            requireEmail?: boolean;
            /** @default false */
            watermark?: boolean;
        };
        RoomLinkAccessRequestInput: {
            code: components["schemas"]["ViewerCode"];
            email: components["schemas"]["Email"];
        };
        RoomLinkAgreeRequestInput: {
            /** @enum {boolean} */
            agree: true;
            name: string;
            version: number;
        };
        RoomLinkDocument: {
            document: components["schemas"]["LinkedDocument"];
            folder: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            output?: {
                content: unknown;
                outputType: string;
                title: string;
                version: number;
            } | null;
            pageSizes?: {
                height: number;
                width: number;
            }[] | null;
        };
        RoomLinkGate: {
            agreement: {
                text: string;
                version: number;
            } | null;
            requiresEmail: boolean;
            /** @enum {string|null} */
            step: "email" | "agreement" | null;
            verifiedEmail: string | null;
        };
        RoomLinkPage: {
            expiresAt: (string & components["schemas"]["IsoDate"]) | null;
            folders: {
                description: string;
                documents: components["schemas"]["LinkedDocument"][];
                /** Format: uuid */
                id: string;
                name: string;
            }[];
            gate: components["schemas"]["RoomLinkGate"];
            room: {
                description: string;
                name: string;
                purpose: components["schemas"]["RoomPurpose"];
            };
            sharedBy: components["schemas"]["SharedBy"];
            watermark: string | null;
        };
        /** @enum {string} */
        RoomLinkState: "active" | "expired" | "revoked";
        RoomList: {
            limits: components["schemas"]["RoomPlanLimits"];
            rooms: components["schemas"]["RoomSummary"][];
        };
        RoomPlanLimits: {
            maxBytesPerRoom: number;
            maxDocumentsPerRoom: number;
            maxFoldersPerRoom: number;
            maxRooms: number;
            /** @enum {string} */
            plan: "none" | "starter" | "essential" | "full";
        };
        /** @enum {string} */
        RoomPurpose: "exit" | "raise";
        RoomQuestion: {
            answer: string | null;
            answeredAt: (string & components["schemas"]["IsoDate"]) | null;
            askedAt: components["schemas"]["IsoDate"];
            askerEmail: string | null;
            askerName: string | null;
            askerVerified: boolean;
            /** Format: uuid */
            documentId: string;
            documentName: string;
            /** Format: uuid */
            faqOutputId: string | null;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            linkId: string;
            linkTitle: string;
            page: number | null;
            /** Format: uuid */
            roomId: string;
            status: components["schemas"]["RoomQuestionStatus"];
            text: string;
            visibility: (string & components["schemas"]["RoomQuestionVisibility"]) | null;
        };
        RoomQuestionList: {
            openCount: number;
            questions: components["schemas"]["RoomQuestion"][];
        };
        /** @enum {string} */
        RoomQuestionStatus: "open" | "answered";
        /** @enum {string} */
        RoomQuestionVisibility: "private" | "group";
        RoomReportAudit: {
            /** Format: uuid */
            assessmentId: string;
            completedAt: components["schemas"]["IsoDate"];
            score: number;
        };
        RoomSummary: {
            bytes: number;
            createdAt: components["schemas"]["IsoDate"];
            description: string;
            documentCount: number;
            folderCount: number;
            /** Format: uuid */
            id: string;
            name: string;
            purpose: components["schemas"]["RoomPurpose"];
            updatedAt: components["schemas"]["IsoDate"];
        };
        RoomVisitorRead: {
            completion: number | null;
            /** Format: uuid */
            documentId: string;
            downloads: number;
            furthestPage: number | null;
            name: string;
            pageCount: number | null;
            pages: {
                page: number;
                seconds: number;
            }[];
            seconds: number;
        };
        SandboxRedirect: {
            redirectUrl: string;
        };
        SandboxSession: {
            amount: components["schemas"]["Cents"];
            /** @enum {string} */
            currency: "SGD";
            discountCode: string | null;
            email: components["schemas"]["Email"];
            id: string;
            paymentType: components["schemas"]["PaymentType"];
            planName: string;
            planType: (string & components["schemas"]["PlanType"]) | null;
            /** @enum {string} */
            status: "open" | "paid" | "canceled" | "expired";
            tool: (string & components["schemas"]["ToolType"]) | null;
        };
        SaveBrandKitRequestInput: {
            accent: string;
            /** @enum {string} */
            fontPair: "clean" | "classic" | "formal";
            primary: string;
        };
        SaveIntakeRequestInput: {
            intake: components["schemas"]["PitchIntakeInput"];
            step: number;
        };
        SaveOutputRequestInput: {
            baseVersion: number;
            content: unknown;
            title?: string;
        };
        ScheduledStep: {
            /** Format: uuid */
            logId: string;
            scheduledAt: components["schemas"]["IsoDate"];
            step: number;
            templateId: string;
        };
        /** @enum {string} */
        ScoreTier: "high" | "medium" | "low";
        SendScheduledEmailsResult: {
            queued: number;
        };
        SessionSummary: {
            /** @enum {string} */
            aal: "aal1" | "aal2";
            createdAt: components["schemas"]["IsoDate"];
            /** Format: uuid */
            id: string;
            lastActiveAt: components["schemas"]["IsoDate"];
            userAgent: string;
        };
        SessionUser: {
            /** @enum {string} */
            aal: "aal1" | "aal2";
            email: components["schemas"]["Email"];
            /** Format: uuid */
            id: string;
            name: string;
            role: components["schemas"]["Role"];
        };
        ShareAccessRequestInput: {
            code?: components["schemas"]["ViewerCode"];
            email?: components["schemas"]["Email"];
            password?: string;
        };
        ShareCodeRequestInput: {
            email: components["schemas"]["Email"];
            password?: string;
        };
        ShareCodeSent: {
            expiresAt: components["schemas"]["IsoDate"];
            expiresInSeconds: number;
            resendAfterSeconds: number;
            sentTo: string;
        };
        SharedBy: {
            brand: {
                accent: string;
                /** @enum {string} */
                fontPair: "clean" | "classic" | "formal";
                logo: {
                    height: number;
                    version: string;
                    width: number;
                } | null;
                primary: string;
            } | null;
            company: string;
        };
        SharedContent: {
            allowDownload: boolean;
            content: unknown;
            description: string | null;
            outputTitle: string;
            outputType: string;
            title: string;
            version: number;
            /** Format: uuid */
            viewId: string;
        };
        SharedPage: {
            content: components["schemas"]["SharedContent"] | null;
            description: string | null;
            expiresAt: (string & components["schemas"]["IsoDate"]) | null;
            requiresEmail: boolean;
            requiresPassword: boolean;
            sharedBy: components["schemas"]["SharedBy"];
            title: string;
        };
        ShareEngagementRequestInput: {
            sectionCount: number;
            sections: {
                index: number;
                ms: number;
            }[];
            /** Format: uuid */
            viewId: string;
        };
        ShareGrant: {
            expiresAt: components["schemas"]["IsoDate"];
            grant: string;
        };
        SharePassword: string;
        /** @enum {string} */
        ShareState: "active" | "private" | "expired" | "view_limit_reached" | "revoked" | "output_deleted";
        ShareViewerRule: string;
        ShareViewStats: {
            averageSeconds: number | null;
            botViews: number;
            completionRate: number | null;
            days: {
                /** Format: date */
                date: string;
                views: number;
            }[];
            downloadCount: number;
            lastViewedAt: (string & components["schemas"]["IsoDate"]) | null;
            recent: {
                completed: boolean;
                country: string | null;
                deviceClass: components["schemas"]["DeviceClass"];
                downloads: number;
                seconds: number;
                viewedAt: components["schemas"]["IsoDate"];
                viewerEmail: string | null;
            }[];
            recentDownloads: {
                deviceClass: components["schemas"]["DeviceClass"];
                downloadedAt: components["schemas"]["IsoDate"];
                file: string;
                version: number;
                viewerEmail: string | null;
            }[];
            sections: {
                averageSeconds: number;
                index: number;
                reached: number;
                title: string;
            }[];
            /** Format: uuid */
            shareId: string;
            /** @enum {string} */
            timeZone: "Asia/Singapore";
            uniqueVisitors: number;
            viewCount: number;
            viewers: {
                email: string;
                lastViewedAt: components["schemas"]["IsoDate"];
                seconds: number;
                views: number;
            }[];
            /** @default [] */
            visitors: {
                email: string | null;
                lastViewedAt: components["schemas"]["IsoDate"];
                level: components["schemas"]["IntentLevel"];
                name: string;
                reasons: string[];
                score: number;
                seconds: number;
                visits: number;
            }[];
        };
        SignInBodyInput: {
            email: components["schemas"]["Email"];
            password: string;
        };
        SignInResponse: {
            accessToken: string;
            accessTokenExpiresAt: components["schemas"]["IsoDate"];
            /** @enum {string} */
            kind: "session";
            user: components["schemas"]["SessionUser"];
        } | {
            /** Format: uuid */
            challengeId: string;
            expiresAt: components["schemas"]["IsoDate"];
            /** @enum {string} */
            kind: "mfa_required";
        };
        SignUpRequestInput: {
            email: components["schemas"]["Email"];
            name: components["schemas"]["VisitorName"];
            password: components["schemas"]["Password"];
            plan?: components["schemas"]["ChosenPlanInput"];
        };
        StartUploadRequestInput: {
            fileName: string;
            /** Format: uuid */
            folderId: string;
            sha256: string;
            size: number;
        };
        StatusReport: {
            checkedAt: components["schemas"]["IsoDate"];
            services: {
                checks: {
                    [key: string]: components["schemas"]["ComponentStatus"];
                };
                latencyMs: number | null;
                name: string;
                status: components["schemas"]["ComponentStatus"];
            }[];
            /** @enum {string} */
            status: "operational" | "degraded" | "down";
        };
        StripeEventBody: {
            id: string;
            type: string;
        } & {
            [key: string]: unknown;
        };
        StripeWebhookResult: {
            duplicate: boolean;
            /** @enum {boolean} */
            received: true;
        };
        SubscriptionView: {
            cancelAtPeriodEnd: boolean;
            currentPeriodEnd: (string & components["schemas"]["IsoDate"]) | null;
            /** Format: uuid */
            id: string;
            planName: string;
            planType: components["schemas"]["PlanType"];
            /** @enum {string} */
            provider: "stripe" | "sandbox";
            /** @enum {string} */
            status: "incomplete" | "active" | "trialing" | "past_due" | "unpaid" | "canceled" | "incomplete_expired" | "paused";
        };
        TestCheckoutRequestInput: {
            email?: components["schemas"]["Email"];
            firstName?: components["schemas"]["OptionalNamePart"];
            lastName?: components["schemas"]["OptionalNamePart"];
            paymentType: components["schemas"]["PaymentType"];
        };
        /** @enum {string} */
        ToolType: "exitcheck" | "pitchprep";
        UpdateDocumentRequestInput: {
            /** Format: uuid */
            folderId?: string;
            name?: string;
            position?: number;
        };
        UpdateFolderRequestInput: {
            description?: string;
            name?: string;
            position?: number;
        };
        UpdateProfileRequest: {
            name: components["schemas"]["VisitorName"];
        };
        UpdateRoomRequestInput: {
            description?: string;
            name?: string;
        };
        UpdateShareRequest: {
            allowDownload?: boolean;
            allowedViewers?: components["schemas"]["ShareViewerRule"][];
            description?: string | null;
            expiresAt?: (string & components["schemas"]["IsoDate"]) | null;
            isPublic?: boolean;
            maxViews?: number | null;
            notifyOnView?: boolean;
            password?: (string & components["schemas"]["SharePassword"]) | null;
            requireEmail?: boolean;
            title?: string;
        };
        UpdateWebhookEndpointRequestInput: {
            description?: string;
            enabled?: boolean;
            eventTypes?: components["schemas"]["WebhookEventType"][];
            url?: string;
        };
        UploadLogoRequestInput: {
            contentType: string;
            data: string;
        };
        UploadSession: {
            document: components["schemas"]["RoomDocument"];
            parts: components["schemas"]["PresignedPart"][];
            partSize: number;
        };
        ValidatePricingRequestInput: {
            planType?: unknown;
            /** @enum {string|null} */
            userId?: null;
        };
        ValidatePricingResponse: {
            isEarlyBirdEligible: boolean;
            lockedPrice: number;
            originalPrice: number;
            planType: string;
            savings: number;
        };
        VerifyEmailResponse: {
            email: components["schemas"]["Email"];
            signIn?: components["schemas"]["SignInResponse"];
        };
        VerifyPaymentRequestInput: {
            session_id: string;
        };
        VerifyPaymentResponse: {
            amount: (number & components["schemas"]["Cents"]) | null;
            email: (string & components["schemas"]["Email"]) | null;
            error?: string;
            paymentType: (string & components["schemas"]["PaymentType"]) | null;
            planName: string | null;
            planType: (string & components["schemas"]["PlanType"]) | null;
            /** @enum {string} */
            status: "paid" | "pending" | "failed" | "expired" | "open" | "refunded" | "needs_review";
            tool: (string & components["schemas"]["ToolType"]) | null;
            verified: boolean;
        };
        ViewerCode: string;
        ViewerRoomQuestion: {
            answer: string | null;
            answeredAt: (string & components["schemas"]["IsoDate"]) | null;
            askedAt: components["schemas"]["IsoDate"];
            /** Format: uuid */
            documentId: string;
            /** Format: uuid */
            id: string;
            mine: boolean;
            page: number | null;
            status: components["schemas"]["RoomQuestionStatus"];
            text: string;
            visibility: (string & components["schemas"]["RoomQuestionVisibility"]) | null;
        };
        ViewerRoomQuestionList: {
            asksForContact: boolean;
            questions: components["schemas"]["ViewerRoomQuestion"][];
        };
        VisitorName: string;
        WebhookDelivery: {
            attempts: number;
            createdAt: components["schemas"]["IsoDate"];
            /** Format: uuid */
            endpointId: string;
            eventType: string;
            /** Format: uuid */
            id: string;
            lastError: string | null;
            lastResponseCode: number | null;
            lastResponseExcerpt: string | null;
            messageId: string;
            nextAttemptAt: (string & components["schemas"]["IsoDate"]) | null;
            payload: unknown;
            status: components["schemas"]["WebhookDeliveryStatus"];
            updatedAt: components["schemas"]["IsoDate"];
        };
        WebhookDeliveryList: {
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        /** @enum {string} */
        WebhookDeliveryStatus: "pending" | "succeeded" | "failed";
        WebhookEndpoint: {
            consecutiveFailures: number;
            createdAt: components["schemas"]["IsoDate"];
            description: string;
            /** @enum {string|null} */
            disabledReason: "manual" | "failing" | null;
            enabled: boolean;
            eventTypes: components["schemas"]["WebhookEventType"][];
            /** Format: uuid */
            id: string;
            updatedAt: components["schemas"]["IsoDate"];
            url: string;
        };
        WebhookEndpointList: {
            endpoints: components["schemas"]["WebhookEndpoint"][];
        };
        /** @enum {string} */
        WebhookEventType: "document.viewed" | "document.downloaded" | "room.viewed" | "question.asked" | "visitor.hot" | "lead.created" | "assessment.completed";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    WellKnownController_keys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jwks"];
                };
            };
        };
    };
    ClientLogsController_receive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientLogBatchInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid batch: `{ error: { code, message } }` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many batches from this address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EmailPreferencesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailPreferences"];
                };
            };
        };
    };
    EmailPreferencesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailPreferencesBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailPreferences"];
                };
            };
        };
    };
    AdminBillingController_payments: {
        parameters: {
            query?: {
                email?: string;
                limit?: number;
                offset?: number;
                planType?: "starter" | "pro" | "founder" | "essential" | "pro_sub" | "elite";
                status?: "pending" | "paid" | "failed" | "refunded" | "needs_review";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPaymentsList"];
                };
            };
        };
    };
    AdminBillingController_refund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentView"];
                };
            };
        };
    };
    AdminBillingController_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserBilling"];
                };
            };
        };
    };
    AdminEmailsController_logs: {
        parameters: {
            query?: {
                email?: string;
                limit?: number;
                offset?: number;
                status?: "pending" | "sent" | "failed" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailLogList"];
                };
            };
        };
    };
    AdminEmailsController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResendEmailResult"];
                };
            };
        };
    };
    AdminEmailsController_mailbox: {
        parameters: {
            query?: {
                email?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailboxList"];
                };
            };
        };
    };
    AdminEmailsController_sendScheduled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendScheduledEmailsResult"];
                };
            };
        };
    };
    AdminEmailsController_processSequence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessEmailSequenceRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessEmailSequenceResult"];
                };
            };
        };
    };
    AdminFlagsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FlagsUpdateBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlagsSnapshot"];
                };
            };
        };
    };
    AdminFlagsController_audit: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminFlagAuditList"];
                };
            };
        };
    };
    AdminFlagsController_activate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhaseActivateBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlagsSnapshot"];
                };
            };
        };
    };
    AdminFlagsController_phases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        phases: components["schemas"]["LaunchPhase"][];
                    };
                };
            };
        };
    };
    AdminSharesController_list: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                ownerId?: string;
                state?: "active" | "private" | "expired" | "view_limit_reached" | "revoked" | "output_deleted";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSharesList"];
                };
            };
        };
    };
    AdminSharesController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminShare"];
                };
            };
        };
    };
    AdminUsersController_list: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        users: components["schemas"]["Account"][];
                    };
                };
            };
        };
    };
    AdminUsersController_setAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRoleBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
        };
    };
    EmailChangeController_change: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: components["schemas"]["Email"];
                        /** @enum {boolean} */
                        requested: true;
                    };
                };
            };
        };
    };
    EmailChangeController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountLinkRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: components["schemas"]["Email"];
                    };
                };
            };
        };
    };
    EmailChangeController_undo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountLinkRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: components["schemas"]["Email"];
                    };
                };
            };
        };
    };
    AuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
        };
    };
    AuthController_updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileRequest"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
        };
    };
    MfaController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enrolled: boolean;
                        recoveryCodesLeft: number;
                        verifiedAt: (string & components["schemas"]["IsoDate"]) | null;
                    };
                };
            };
        };
    };
    MfaController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MfaRemoveBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: boolean;
                    };
                };
            };
        };
    };
    MfaController_answer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MfaChallengeBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrowserSession"];
                };
            };
        };
    };
    MfaController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MfaConfirmBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaConfirmResponse"];
                };
            };
        };
    };
    MfaController_enrol: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MfaEnrolBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        factorId: string;
                        otpauthUri: string;
                        qrSvg: string;
                        secret: string;
                    };
                };
            };
        };
    };
    PasswordController_change: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        changed: true;
                        otherSessionsRevoked: number;
                    };
                };
            };
        };
    };
    PasswordController_forgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordForgotRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        requested: true;
                    };
                };
            };
        };
    };
    PasswordController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: components["schemas"]["Email"];
                    };
                };
            };
        };
    };
    AuthController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrowserSession"];
                };
            };
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: components["schemas"]["SessionSummary"][];
                    };
                };
            };
        };
    };
    AuthController_revokeSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revoked: boolean;
                    };
                };
            };
        };
    };
    AuthController_signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInResponse"];
                };
            };
        };
    };
    AuthController_signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: components["schemas"]["Email"];
                        /** Format: uuid */
                        userId: string;
                        verificationRequired: boolean;
                    };
                };
            };
        };
    };
    AuthController_verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountLinkRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyEmailResponse"];
                };
            };
        };
    };
    VerificationController_changeAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeUnverifiedAddressBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: components["schemas"]["Email"];
                    };
                };
            };
        };
    };
    VerificationController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendVerificationBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResendVerificationResponse"];
                };
            };
        };
    };
    BillingController_checkout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutResponse"];
                };
            };
        };
    };
    BillingController_guestCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuestCheckoutRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutResponse"];
                };
            };
        };
    };
    BillingController_testCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestCheckoutRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutResponse"];
                };
            };
        };
    };
    BillingController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingOverview"];
                };
            };
        };
    };
    BillingController_portal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortalResponse"];
                };
            };
        };
    };
    SandboxController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxSession"];
                };
            };
        };
    };
    SandboxController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxRedirect"];
                };
            };
        };
    };
    SandboxController_pay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxRedirect"];
                };
            };
        };
    };
    BillingController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionView"];
                };
            };
        };
    };
    BillingController_resume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionView"];
                };
            };
        };
    };
    BillingController_validatePricing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidatePricingRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidatePricingResponse"];
                };
            };
        };
    };
    BillingController_verify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyPaymentRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyPaymentResponse"];
                };
            };
        };
    };
    StripeWebhookController_receive: {
        parameters: {
            query?: never;
            header: {
                /** @description Stripe signs the exact bytes of the body */
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StripeEventBody"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StripeWebhookResult"];
                };
            };
        };
    };
    BrandKitController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandKitView"];
                };
            };
        };
    };
    BrandKitController_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveBrandKitRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandKitView"];
                };
            };
        };
    };
    BrandKitController_setLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadLogoRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandKitView"];
                };
            };
        };
    };
    BrandKitController_removeLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandKitView"];
                };
            };
        };
    };
    BrandKitController_logo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The logo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
        };
    };
    EmailLinksController_click: {
        parameters: {
            query?: {
                token?: string;
                url?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Redirect to the `Location` header */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EmailLinksController_open: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A transparent 1×1 GIF, whatever the token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": string;
                };
            };
        };
    };
    EmailLinksController_confirmUnsubscribe: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The confirmation page (or, for a bad link, a page saying so with 400) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    EmailLinksController_unsubscribe: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The page confirming the unsubscription (or, for a bad link, a page saying so with 400) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    ExitCheckController_access: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProAccess"];
                };
            };
        };
    };
    ExitCheckController_history: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProHistory"];
                };
            };
        };
    };
    ExitCheckController_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProStartBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProDraft"];
                };
            };
        };
    };
    ExitCheckController_result: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProResult"];
                };
            };
        };
    };
    ExitCheckController_back: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProDraft"];
                };
            };
        };
    };
    ExitCheckController_complete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProResult"];
                };
            };
        };
    };
    ExitCheckController_reportJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        job: components["schemas"]["ProReportJob"] | null;
                    };
                };
            };
        };
    };
    ExitCheckController_startReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProReportJob"];
                };
            };
            /** @description PRO.REPORT_LIMIT (this assessment's reports are used) or AI.DAILY_LIMIT (the plan's AI-written runs of the Singapore day; Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ExitCheckController_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Results and report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
        };
    };
    ExitCheckController_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProAnswerBodyInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProDraft"];
                };
            };
        };
    };
    ExitCheckController_bank: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProBankView"];
                };
            };
        };
    };
    ExitCheckController_draft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        draft: components["schemas"]["ProDraft"] | null;
                    };
                };
            };
        };
    };
    ExitCheckController_plan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProPlanAnswer"];
                };
            };
        };
    };
    ExitCheckController_savePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProPlanSettingsInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProPlanAnswer"];
                };
            };
        };
    };
    ExitCheckController_planCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
        };
    };
    ExitCheckController_markTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProPlanTaskRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProPlanAnswer"];
                };
            };
        };
    };
    FlagsController_current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlagsSnapshot"];
                };
            };
        };
    };
    LaunchNotificationsController_signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LaunchSignupRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The same for an address already on the list */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LaunchSignupResult"];
                };
            };
        };
    };
    LiteAssessmentsController_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LiteSubmissionInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Score, label, tier, insight and the plan offer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiteResult"];
                };
            };
            /** @description Invalid input: `{ error: { code, message } }` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many submissions from this address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PitchPrepController_access: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProAccess"];
                };
            };
        };
    };
    PitchPrepController_intake: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        draft: components["schemas"]["IntakeDraft"] | null;
                    };
                };
            };
        };
    };
    PitchPrepController_saveIntake: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveIntakeRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntakeDraft"];
                };
            };
        };
    };
    PitchPrepController_generate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationRun"];
                };
            };
            /** @description PITCHPREP.GENERATION_ACTIVE (a run is writing) or PITCHPREP.ALREADY_GENERATED (these answers were generated) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description AI.DAILY_LIMIT: the plan's AI-written runs of the Singapore day are used; Retry-After says until midnight */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PitchPrepController_outputs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outputs: components["schemas"]["OutputSummary"][];
                    };
                };
            };
        };
    };
    PitchPrepController_output: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutputView"];
                };
            };
        };
    };
    PitchPrepController_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveOutputRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutputView"];
                };
            };
        };
    };
    PitchPrepController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: boolean;
                    };
                };
            };
        };
    };
    PitchPrepController_export: {
        parameters: {
            query?: {
                copy?: "investor" | "presenter";
            };
            header?: never;
            path: {
                format: "pptx" | "pdf" | "docx";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The output in the format asked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.presentationml.presentation": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                };
            };
        };
    };
    PitchPrepController_restore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestoreOutputRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutputView"];
                };
            };
        };
    };
    PitchPrepController_run: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationRun"];
                };
            };
        };
    };
    ReadinessController_ofTrack: {
        parameters: {
            query?: {
                track?: "fundraising" | "exit";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessView"];
                };
            };
        };
    };
    RoomsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomList"];
                };
            };
        };
    };
    RoomsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRoomRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
        };
    };
    RoomsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
        };
    };
    RoomsController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
        };
    };
    RoomsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRoomRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
        };
    };
    RoomAnalyticsController_stats: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomAnalytics"];
                };
            };
        };
    };
    RoomAnalyticsController_csv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Every document view: viewed_at, name, email, verified, link, document, version, duration_seconds, furthest_page, pages, completion, downloaded_at, device_class, country */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
        };
    };
    RoomsController_document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomDocument"];
                };
            };
        };
    };
    RoomsController_deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
        };
    };
    RoomsController_updateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDocumentRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
        };
    };
    RoomsController_complete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompleteUploadRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomDocument"];
                };
            };
        };
    };
    RoomsController_resume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResumedUpload"];
                };
            };
        };
    };
    ReadinessController_ofRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessView"];
                };
            };
        };
    };
    ReadinessController_link: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                itemKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkEvidenceRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessView"];
                };
            };
        };
    };
    ReadinessController_unlink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                itemKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessView"];
                };
            };
        };
    };
    RoomsController_createFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFolderRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
        };
    };
    RoomsController_deleteFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folderId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
        };
    };
    RoomsController_updateFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folderId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFolderRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
        };
    };
    RoomLinksController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerRoomLinkList"];
                };
            };
        };
    };
    RoomLinksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRoomLinkRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerRoomLink"];
                };
            };
        };
    };
    RoomLinksController_acceptances: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomLinkAcceptanceList"];
                };
            };
        };
    };
    RoomLinksController_acceptancesCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Every acceptance: accepted_at, name, email, agreement_version, ip_address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
        };
    };
    RoomLinksController_updateAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                linkId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomLinkAccessInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerRoomLink"];
                };
            };
        };
    };
    RoomLinksController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerRoomLink"];
                };
            };
        };
    };
    RoomsController_addOutput: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddOutputRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomDocument"];
                };
            };
        };
    };
    RoomQuestionsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomQuestionList"];
                };
            };
        };
    };
    RoomQuestionsController_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                questionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerRoomQuestionRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomQuestion"];
                };
            };
        };
    };
    RoomQuestionsController_addToFaq: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                questionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: boolean;
                        /** Format: uuid */
                        outputId: string;
                        outputTitle: string;
                        question: components["schemas"]["RoomQuestion"];
                        version: number;
                    };
                };
            };
        };
    };
    RoomsController_addReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddReportRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomDocument"];
                };
            };
        };
    };
    RoomsController_startUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartUploadRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSession"];
                };
            };
        };
    };
    SharedLinksController_open: {
        parameters: {
            query?: never;
            header?: {
                /** @description The grant from POST …/access, for a link behind a password or an e-mail gate */
                "x-share-grant"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedPage"];
                };
            };
        };
    };
    SharedLinksController_access: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareAccessRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareGrant"];
                };
            };
        };
    };
    SharedLinksController_sendCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareCodeRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareCodeSent"];
                };
            };
        };
    };
    SharedLinksController_content: {
        parameters: {
            query?: never;
            header?: {
                /** @description The grant from POST …/access, for a link behind a password or an e-mail gate */
                "x-share-grant"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedContent"];
                };
            };
        };
    };
    SharedLinksController_download: {
        parameters: {
            query?: never;
            header?: {
                /** @description The grant from POST …/access, for a link behind a password or an e-mail gate */
                "x-share-grant"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The PDF of the shared output */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
        };
    };
    SharedLinksController_engagement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareEngagementRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SharedLinksController_logo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The logo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
        };
    };
    RoomLinkVisitsController_open: {
        parameters: {
            query?: never;
            header?: {
                /** @description The grant from POST …/room/access or …/room/agreement, on a link with access rules */
                "x-share-grant"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomLinkPage"];
                };
            };
        };
    };
    RoomLinkVisitsController_access: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomLinkAccessRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareGrant"];
                };
            };
        };
    };
    RoomLinkVisitsController_agree: {
        parameters: {
            query?: never;
            header?: {
                /** @description The grant from POST …/room/access or …/room/agreement, on a link with access rules */
                "x-share-grant"?: string;
            };
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomLinkAgreeRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareGrant"];
                };
            };
        };
    };
    RoomLinkVisitsController_sendCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["Email"];
                };
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareCodeSent"];
                };
            };
        };
    };
    RoomLinkVisitsController_document: {
        parameters: {
            query?: never;
            header?: {
                /** @description The grant from POST …/room/access or …/room/agreement, on a link with access rules */
                "x-share-grant"?: string;
            };
            path: {
                documentId: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomLinkDocument"];
                };
            };
        };
    };
    RoomLinkVisitsController_download: {
        parameters: {
            query?: never;
            header?: {
                /** @description The grant from POST …/room/access or …/room/agreement, on a link with access rules */
                "x-share-grant"?: string;
            };
            path: {
                documentId: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The original file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
        };
    };
    RoomLinkVisitsController_page: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
                page: number;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The page image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
        };
    };
    RoomLinkQuestionsController_list: {
        parameters: {
            query?: never;
            header?: {
                /** @description The grant from POST …/room/access or …/room/agreement, on a link with access rules */
                "x-share-grant"?: string;
            };
            path: {
                documentId: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewerRoomQuestionList"];
                };
            };
        };
    };
    RoomLinkQuestionsController_ask: {
        parameters: {
            query?: never;
            header?: {
                /** @description The grant from POST …/room/access or …/room/agreement, on a link with access rules */
                "x-share-grant"?: string;
            };
            path: {
                documentId: string;
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AskRoomQuestionRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewerRoomQuestion"];
                };
            };
        };
    };
    RoomLinkEngagementController_engagement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomEngagementRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RoomLinkVisitsController_logo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The logo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
        };
    };
    RoomLinkVisitsController_theme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The stylesheet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/css": string;
                };
            };
        };
    };
    SharedLinksController_theme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The stylesheet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/css": string;
                };
            };
        };
    };
    SharesController_list: {
        parameters: {
            query?: {
                outputId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerShareList"];
                };
            };
        };
    };
    SharesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateShareRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerShare"];
                };
            };
        };
    };
    SharesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateShareRequest"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerShare"];
                };
            };
        };
    };
    SharesController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerShare"];
                };
            };
        };
    };
    SharesController_views: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareViewStats"];
                };
            };
        };
    };
    SharesController_viewsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Every view: viewed_at, device_class, country */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
        };
    };
    StatusController_current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusReport"];
                };
            };
        };
    };
    StoragePartsController_put: {
        parameters: {
            query: {
                expires: number;
                signature: string;
            };
            header?: never;
            path: {
                partNumber: number;
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WebhooksController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
        };
    };
    WebhooksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
        };
    };
    WebhooksController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
        };
    };
    WebhooksController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointRequestInput"];
            };
        };
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
        };
    };
    WebhooksController_deliveries: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
        };
    };
    WebhooksController_replay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
        };
    };
    WebhooksController_test: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }` */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }` */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
        };
    };
}
