import * as migration_20261122_054212_initial from './20261122_054212_initial';
import * as migration_20261123_214815_account_verified_email from './20261123_214815_account_verified_email';
import * as migration_20261123_215120_delivery_outbox from './20261123_215120_delivery_outbox';
import * as migration_20261123_231701_media_storage_fields from './20261123_231701_media_storage_fields';
import * as migration_20261124_014137_slug_field from './20261124_014137_slug_field';
import * as migration_20261124_023722_scheduler_bookings from './20261124_023722_scheduler_bookings';
import * as migration_20261125_142902_updated_by from './20261125_142902_updated_by';
import * as migration_20261125_142936_users_no_login_lock from './20261125_142936_users_no_login_lock';
import * as migration_20261125_143226_blog_search_index from './20261125_143226_blog_search_index';
import * as migration_20261125_175826_analytics_attribution from './20261125_175826_analytics_attribution';
import * as migration_20261125_180830_pages_collection from './20261125_180830_pages_collection';
import * as migration_20261125_180910_careers_openings_applications from './20261125_180910_careers_openings_applications';
import * as migration_20261125_182044_globals_site_globals from './20261125_182044_globals_site_globals';
import * as migration_20261125_182400_analytics_newsletter_confirm from './20261125_182400_analytics_newsletter_confirm';
import * as migration_20261125_182425_policies_collection from './20261125_182425_policies_collection';
import * as migration_20261125_183233_pages_faq_forms from './20261125_183233_pages_faq_forms';
import * as migration_20261125_222326_redirects_collection from './20261125_222326_redirects_collection';
import * as migration_20261125_222359_plans_pricing_documents from './20261125_222359_plans_pricing_documents';
import * as migration_20261126_144823_analytics_events from './20261126_144823_analytics_events';
import * as migration_20261127_012925_analytics_daily_rollups from './20261127_012925_analytics_daily_rollups';
import * as migration_20261128_095326_card_grid_defaults from './20261128_095326_card_grid_defaults';
import * as migration_20261128_095925_module_cards_and_role_labels from './20261128_095925_module_cards_and_role_labels';
import * as migration_20261128_104500_landing_page_forms from './20261128_104500_landing_page_forms';
import * as migration_20261128_191427_lead_inbox from './20261128_191427_lead_inbox';
import * as migration_20261128_191500_locked_documents_cascade from './20261128_191500_locked_documents_cascade';
import * as migration_20261128_201353_candidate_emails from './20261128_201353_candidate_emails';
import * as migration_20261129_052030_live_help from './20261129_052030_live_help';
import * as migration_20261129_055300_live_help_launcher from './20261129_055300_live_help_launcher';
import * as migration_20261129_055623_live_help_replies from './20261129_055623_live_help_replies';

export const migrations = [
  {
    up: migration_20261122_054212_initial.up,
    down: migration_20261122_054212_initial.down,
    name: '20261122_054212_initial',
  },
  {
    up: migration_20261123_214815_account_verified_email.up,
    down: migration_20261123_214815_account_verified_email.down,
    name: '20261123_214815_account_verified_email',
  },
  {
    up: migration_20261123_215120_delivery_outbox.up,
    down: migration_20261123_215120_delivery_outbox.down,
    name: '20261123_215120_delivery_outbox',
  },
  {
    up: migration_20261123_231701_media_storage_fields.up,
    down: migration_20261123_231701_media_storage_fields.down,
    name: '20261123_231701_media_storage_fields',
  },
  {
    up: migration_20261124_014137_slug_field.up,
    down: migration_20261124_014137_slug_field.down,
    name: '20261124_014137_slug_field',
  },
  {
    up: migration_20261124_023722_scheduler_bookings.up,
    down: migration_20261124_023722_scheduler_bookings.down,
    name: '20261124_023722_scheduler_bookings',
  },
  {
    up: migration_20261125_142902_updated_by.up,
    down: migration_20261125_142902_updated_by.down,
    name: '20261125_142902_updated_by',
  },
  {
    up: migration_20261125_142936_users_no_login_lock.up,
    down: migration_20261125_142936_users_no_login_lock.down,
    name: '20261125_142936_users_no_login_lock',
  },
  {
    up: migration_20261125_143226_blog_search_index.up,
    down: migration_20261125_143226_blog_search_index.down,
    name: '20261125_143226_blog_search_index',
  },
  {
    up: migration_20261125_175826_analytics_attribution.up,
    down: migration_20261125_175826_analytics_attribution.down,
    name: '20261125_175826_analytics_attribution',
  },
  {
    up: migration_20261125_180830_pages_collection.up,
    down: migration_20261125_180830_pages_collection.down,
    name: '20261125_180830_pages_collection',
  },
  {
    up: migration_20261125_180910_careers_openings_applications.up,
    down: migration_20261125_180910_careers_openings_applications.down,
    name: '20261125_180910_careers_openings_applications',
  },
  {
    up: migration_20261125_182044_globals_site_globals.up,
    down: migration_20261125_182044_globals_site_globals.down,
    name: '20261125_182044_globals_site_globals',
  },
  {
    up: migration_20261125_182400_analytics_newsletter_confirm.up,
    down: migration_20261125_182400_analytics_newsletter_confirm.down,
    name: '20261125_182400_analytics_newsletter_confirm',
  },
  {
    up: migration_20261125_182425_policies_collection.up,
    down: migration_20261125_182425_policies_collection.down,
    name: '20261125_182425_policies_collection',
  },
  {
    up: migration_20261125_183233_pages_faq_forms.up,
    down: migration_20261125_183233_pages_faq_forms.down,
    name: '20261125_183233_pages_faq_forms',
  },
  {
    up: migration_20261125_222326_redirects_collection.up,
    down: migration_20261125_222326_redirects_collection.down,
    name: '20261125_222326_redirects_collection',
  },
  {
    up: migration_20261125_222359_plans_pricing_documents.up,
    down: migration_20261125_222359_plans_pricing_documents.down,
    name: '20261125_222359_plans_pricing_documents',
  },
  {
    up: migration_20261126_144823_analytics_events.up,
    down: migration_20261126_144823_analytics_events.down,
    name: '20261126_144823_analytics_events',
  },
  {
    up: migration_20261127_012925_analytics_daily_rollups.up,
    down: migration_20261127_012925_analytics_daily_rollups.down,
    name: '20261127_012925_analytics_daily_rollups',
  },
  {
    up: migration_20261128_095326_card_grid_defaults.up,
    down: migration_20261128_095326_card_grid_defaults.down,
    name: '20261128_095326_card_grid_defaults',
  },
  {
    up: migration_20261128_095925_module_cards_and_role_labels.up,
    down: migration_20261128_095925_module_cards_and_role_labels.down,
    name: '20261128_095925_module_cards_and_role_labels',
  },
  {
    up: migration_20261128_104500_landing_page_forms.up,
    down: migration_20261128_104500_landing_page_forms.down,
    name: '20261128_104500_landing_page_forms',
  },
  {
    up: migration_20261128_191427_lead_inbox.up,
    down: migration_20261128_191427_lead_inbox.down,
    name: '20261128_191427_lead_inbox',
  },
  {
    up: migration_20261128_191500_locked_documents_cascade.up,
    down: migration_20261128_191500_locked_documents_cascade.down,
    name: '20261128_191500_locked_documents_cascade',
  },
  {
    up: migration_20261128_201353_candidate_emails.up,
    down: migration_20261128_201353_candidate_emails.down,
    name: '20261128_201353_candidate_emails',
  },
  {
    up: migration_20261129_052030_live_help.up,
    down: migration_20261129_052030_live_help.down,
    name: '20261129_052030_live_help',
  },
  {
    up: migration_20261129_055300_live_help_launcher.up,
    down: migration_20261129_055300_live_help_launcher.down,
    name: '20261129_055300_live_help_launcher',
  },
  {
    up: migration_20261129_055623_live_help_replies.up,
    down: migration_20261129_055623_live_help_replies.down,
    name: '20261129_055623_live_help_replies',
  },
];
