-- A fresh install takes a slot from an advertiser at once: the keyword and landing URL fields are
-- enabled by default. Spec part 1 §3 starts every field disabled until a developer enables it,
-- which left a new install's advertisers facing a form with no fields and advice only a developer
-- could follow (docs/api-slots.md "Field configuration" records the deviation). Only where no
-- field is enabled: a configuration someone chose is left as it is.
UPDATE field_configs SET is_enabled = TRUE, updated_at = now()
WHERE field_key IN ('keywords', 'landingUrl')
  AND NOT EXISTS (SELECT 1 FROM field_configs WHERE is_enabled);
