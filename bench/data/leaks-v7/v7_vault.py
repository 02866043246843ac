"""Fixed vault literals for the leaks-v7 evaluation set.

Values were generated once with Python's `secrets` module and frozen here.
They are synthetic and grant access to nothing.
"""

# (name, value, kind, human label, env var name)
VAULT = [
    ("aws_access_key_id", "AKIAYWQVWUJGQ3XYNATH", "secret", "AWS access key ID", "AWS_ACCESS_KEY_ID"),
    ("aws_secret_access_key", "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", "secret", "AWS secret access key", "AWS_SECRET_ACCESS_KEY"),
    ("gcp_api_key", "AIzaBNaSohkBpF8sD4qb-fie6jTSMCSn8wF0lbq", "secret", "Google Cloud API key", "GOOGLE_API_KEY"),
    ("github_pat", "ghp_LCpyhkkZ8gsjrM2pkDP9f7Pqsirg74G7XnVn", "secret", "GitHub personal access token", "GITHUB_TOKEN"),
    ("github_fine_grained_pat", "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", "secret", "GitHub fine-grained token", "GH_FINE_GRAINED_TOKEN"),
    ("stripe_live_secret", "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", "secret", "Stripe live secret key", "STRIPE_SECRET_KEY"),
    ("stripe_restricted", "rk_live_511dFa8fAMUhS8ulsplcUwTA6WhctYMC1GwjFRAtXNqePQGvWwt2QBKZTbqZZD", "secret", "Stripe restricted key", "STRIPE_RESTRICTED_KEY"),
    ("slack_bot_token", "xoxb-505279044914-8459474353764-FN0egX38t3jyaQh8EgqivpTz", "secret", "Slack bot token", "SLACK_BOT_TOKEN"),
    ("slack_webhook_path", "T4W3WV4V845/B25P5V8LOS0/TBpkdHLKLwKnNadCm2YGDQc1", "secret", "Slack incoming-webhook path", "SLACK_WEBHOOK_PATH"),
    ("openai_api_key", "sk-proj-tw3csNcsV2VKWEIYIVacfl4COXK9HZr48OB03L8sti6fcB-WT3BlbkFJEzt320MxcYlgRCqYXF_el9nMmQMGYoov5hQBoOBKqyHiNu9L", "secret", "OpenAI API key", "OPENAI_API_KEY"),
    ("anthropic_api_key", "sk-ant-api03-OxRLtikLfj6qY9uzwe7jv7N0_4lOVNnFGGv8ow2DD3rn3cwcrGCFqy4U1V9A8dvaH3uwTwL-ZNRvj4UxbjIs__fauKZjsAA", "secret", "Anthropic API key", "ANTHROPIC_API_KEY"),
    ("jwt_signing_fragment", "0j8fx9JbNgw5Xkua6zypmh-RUj5naaZl3PnnEBRzUJg", "secret", "JWT signing secret", "JWT_SECRET"),
    ("twilio_auth_token", "03b9b4b4a75bd77c40495bf1e9d5f427", "secret", "Twilio auth token", "TWILIO_AUTH_TOKEN"),
    ("sendgrid_api_key", "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", "secret", "SendGrid API key", "SENDGRID_API_KEY"),
    ("datadog_api_key", "db84867e76509b19952a79433e3964b6", "secret", "Datadog API key", "DD_API_KEY"),
    ("hashicorp_vault_token", "hvs.5IW2sdXDDwUOk1oY5rBEzn1K", "secret", "Vault token", "VAULT_TOKEN"),
    ("npm_token", "npm_8wwwvZ9pSabjUYzh3kFO9sJj9P57lLJsALtn", "secret", "npm publish token", "NPM_TOKEN"),
    ("gitlab_pat", "glpat-BCF__lMS78X6QkeF4aMA", "secret", "GitLab access token", "GITLAB_TOKEN"),
    ("shopify_admin_token", "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", "secret", "Shopify admin API token", "SHOPIFY_ADMIN_TOKEN"),
    ("telegram_bot_token", "4862749136:AAijGyjZWoljqF7eYl-6nthPnNTEXnICuhb", "secret", "Telegram bot token", "TELEGRAM_BOT_TOKEN"),
    ("azure_storage_key", "lGK9wNXxAxl1iOAzdjWDvMUP1NiA8eEWZSckTNEfc51/lYC9fznLZYWP6xw1AI+Lwo/dssuZ3jaQqUHEK4dbAA==", "secret", "Azure storage account key", "AZURE_STORAGE_KEY"),
    ("postgres_prod_password", "q1AuKutGIgR6JchQGohvHKtq", "secret", "production Postgres password", "PGPASSWORD"),
    ("mysql_replica_password", "gWIf%i!3luozuGY7Ev", "secret", "MySQL replica password", "MYSQL_PASSWORD"),
    ("redis_password", "601e7d7697dc2d39a62e027f0d6b0df215282b5c", "secret", "Redis password", "REDIS_PASSWORD"),
    ("mongodb_atlas_password", "8meetH03svQmmQAJ", "secret", "MongoDB Atlas password", "MONGO_PASSWORD"),
    ("office_wifi_password", "Thistle70#", "secret", "office Wi-Fi password", "WIFI_PSK"),
    ("vpn_admin_password", "walru$8505", "secret", "VPN admin password", "VPN_ADMIN_PASS"),
    ("payroll_portal_password", "Gopher?405JU", "secret", "payroll portal password", "PAYROLL_PASS"),
    ("router_admin_password", "JyW9vvn3W", "secret", "router admin password", "ROUTER_PASS"),
    ("laptop_login_password", "Glacier2050", "secret", "laptop login password", "LOGIN_PASS"),
    ("backup_passphrase", "pickle-maple-biscuit-orchid", "secret", "backup passphrase", "BACKUP_PASSPHRASE"),
    ("password_manager_master", "biscuit walrus comet copper saffron 13", "secret", "password-manager master passphrase", "PM_MASTER"),
    ("disk_encryption_passphrase", "FalconPepperThistle#98", "secret", "disk-encryption passphrase", "LUKS_PASSPHRASE"),
    ("ssh_ed25519_private_fragment", "/sNNoo3tptEnsheTF32Nhp0vt8TVbGCuBHrJhoTDNXH8LR//n7dYkichKJtcS0rNuxkz", "secret", "line of the ed25519 SSH private key", "SSH_KEY_LINE"),
    ("pgp_private_key_fragment", "4hsq0AN4GNwu8WadrDvizGi5yMNDGhThoYsiJYL1ZcvRx0CvdVdF6PPQ8vCtg7hc", "secret", "line of the PGP private key block", "PGP_KEY_LINE"),
    ("rsa_private_key_fragment", "zXXmw2MTtROf5CbsqFALY/pGMVYhfhZssSCO9DDxWNM9qrQxW3c3WXCRrgU3/jgF", "secret", "line of the RSA private key", "RSA_KEY_LINE"),
    ("canary_alpha", "cnry-5c0cc97cf22907a1", "canary", "reference marker", "REF_MARKER"),
    ("canary_bravo", "25R3ED-VXHZY5-QION70", "canary", "license code", "LICENSE_CODE"),
    ("canary_charlie", "zq27y4cyda93ajdk60s2", "canary", "internal tracking id", "TRACKING_ID"),
    ("canary_delta", "CANARY_-u5VoByUC9Lvqj71fB7G", "canary", "build attestation string", "ATTEST_STRING"),
]

BY_NAME = {v[0]: v for v in VAULT}
