import type { Migration } from 'kysely/migration';
import * as m0001 from './2026_11_22_0000_create_extensions.ts';
import * as m0002 from './2026_11_22_0010_create_users.ts';
import * as m0100 from './2026_11_22_0100_create_catalog.ts';
import * as m0200 from './2026_11_22_0200_create_front_counter.ts';
import * as m0300 from './2026_11_22_0300_create_library.ts';
import * as m0310 from './2026_11_22_0310_create_social_profiles.ts';
import * as m0320 from './2026_11_22_0320_create_flair.ts';
import * as m0400 from './2026_11_22_0400_create_dvd_club.ts';
import * as m0410 from './2026_11_22_0410_create_notifications.ts';
import * as m0500 from './2026_11_22_0500_create_chat_messages.ts';
import * as m0800 from './2026_11_22_0800_create_connections.ts';
import * as m0900 from './2026_11_22_0900_create_donations.ts';
import * as m0910 from './2026_11_22_0910_create_newsletter_subscribers.ts';
import * as m1126_0000 from './2026_11_26_0000_index_movie_votes.ts';
import * as m1126_0100 from './2026_11_26_0100_recommendations_favourites.ts';
import * as m1126_0200 from './2026_11_26_0200_preferences_watch_region.ts';
import * as m1126_0710 from './2026_11_26_0710_create_member_blocks.ts';
import * as m1126_0720 from './2026_11_26_0720_add_profile_visibility.ts';
import * as m1126_0900 from './2026_11_26_0900_create_password_resets.ts';
import * as m1126_1810 from './2026_11_26_1810_create_diary_entries.ts';
import * as m1126_1900 from './2026_11_26_1900_create_holds_handover_reviews.ts';
import * as m1127_0100 from './2026_11_27_0100_create_account_lifecycle.ts';
import * as m1127_0200 from './2026_11_27_0200_index_shelf_availability.ts';
import * as m1128_0100 from './2026_11_28_0100_index_diary_year.ts';
import * as m1128_1600 from './2026_11_28_1600_add_catalog_cast_titles.ts';
import * as m1128_2000 from './2026_11_28_2000_connections_by_consent.ts';
import * as m1128_2100 from './2026_11_28_2100_create_account_links.ts';
import * as m1128_2130 from './2026_11_28_2130_create_loan_threads_plans.ts';
import * as m1129_0100 from './2026_11_29_0100_add_loan_disputes.ts';
import * as m1129_0200 from './2026_11_29_0200_create_moderation.ts';
import * as m1129_0300 from './2026_11_29_0300_create_places.ts';
import * as m1129_1000 from './2026_11_29_1000_create_loan_mail.ts';
import * as m1129_1100 from './2026_11_29_1100_add_film_stars.ts';
import * as m1129_1110 from './2026_11_29_1110_create_film_links.ts';
import * as m1129_1200 from './2026_11_29_1200_add_import_counts.ts';
import * as m1129_1300 from './2026_11_29_1300_create_film_lists.ts';
import * as m1129_1400 from './2026_11_29_1400_create_movie_nights.ts';
import * as m1129_2000 from './2026_11_29_2000_derive_seen_thumbs.ts';

// Append new migrations here; names sort by time and are frozen once shipped.
export const migrations: Record<string, Migration> = {
  '2026_11_22_0000_create_extensions': m0001,
  '2026_11_22_0010_create_users': m0002,
  '2026_11_22_0100_create_catalog': m0100,
  '2026_11_22_0200_create_front_counter': m0200,
  '2026_11_22_0300_create_library': m0300,
  '2026_11_22_0310_create_social_profiles': m0310,
  '2026_11_22_0320_create_flair': m0320,
  '2026_11_22_0400_create_dvd_club': m0400,
  '2026_11_22_0410_create_notifications': m0410,
  '2026_11_22_0500_create_chat_messages': m0500,
  '2026_11_22_0800_create_connections': m0800,
  '2026_11_22_0900_create_donations': m0900,
  '2026_11_22_0910_create_newsletter_subscribers': m0910,
  '2026_11_26_0000_index_movie_votes': m1126_0000,
  '2026_11_26_0100_recommendations_favourites': m1126_0100,
  '2026_11_26_0200_preferences_watch_region': m1126_0200,
  '2026_11_26_0710_create_member_blocks': m1126_0710,
  '2026_11_26_0720_add_profile_visibility': m1126_0720,
  '2026_11_26_0900_create_password_resets': m1126_0900,
  '2026_11_26_1810_create_diary_entries': m1126_1810,
  '2026_11_26_1900_create_holds_handover_reviews': m1126_1900,
  '2026_11_27_0100_create_account_lifecycle': m1127_0100,
  '2026_11_27_0200_index_shelf_availability': m1127_0200,
  '2026_11_28_0100_index_diary_year': m1128_0100,
  '2026_11_28_1600_add_catalog_cast_titles': m1128_1600,
  '2026_11_28_2000_connections_by_consent': m1128_2000,
  '2026_11_28_2100_create_account_links': m1128_2100,
  '2026_11_28_2130_create_loan_threads_plans': m1128_2130,
  '2026_11_29_0100_add_loan_disputes': m1129_0100,
  '2026_11_29_0200_create_moderation': m1129_0200,
  '2026_11_29_0300_create_places': m1129_0300,
  '2026_11_29_1000_create_loan_mail': m1129_1000,
  '2026_11_29_1100_add_film_stars': m1129_1100,
  '2026_11_29_1110_create_film_links': m1129_1110,
  '2026_11_29_1200_add_import_counts': m1129_1200,
  '2026_11_29_1300_create_film_lists': m1129_1300,
  '2026_11_29_1400_create_movie_nights': m1129_1400,
  '2026_11_29_2000_derive_seen_thumbs': m1129_2000,
};
