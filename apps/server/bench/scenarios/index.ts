import { chat } from './chat.ts';
import { connections } from './connections.ts';
import { doubleFeature } from './double-feature.ts';
import { fanout } from './fanout.ts';
import { foundation } from './foundation.ts';
import { frontCounter } from './front-counter.ts';
import { libraryImport } from './library-import.ts';
import { lighthouseScenario } from './lighthouse.ts';
import { mailBurst } from './mail-burst.ts';
import { members } from './members.ts';
import { nearMe } from './near-me.ts';
import { nights } from './nights.ts';
import { onTheShelf } from './on-the-shelf.ts';
import { reads } from './reads.ts';
import { rewind } from './rewind.ts';
import { sessions } from './sessions.ts';
import { shelf } from './shelf.ts';
import { shelfAlerts } from './shelf-alerts.ts';
import { startup } from './startup.ts';
import { typeahead } from './typeahead.ts';
import type { Scenario } from './types.ts';

/** Every benchmark scenario, in the order they run. */
export const scenarios: Scenario[] = [
  foundation,
  startup,
  reads,
  typeahead,
  shelf,
  onTheShelf,
  nearMe,
  nights,
  frontCounter,
  chat,
  fanout,
  shelfAlerts,
  connections,
  doubleFeature,
  members,
  rewind,
  sessions,
  libraryImport,
  mailBurst,
  lighthouseScenario,
];
