// Records the seeded games' action logs that decision-logs.test.ts compares against:
// `npx tsx e2e/bench/jumonville-decision-logs.ts > renderer/games/jumonville/ai/fixtures/decision-logs.json`.
// Record only from code whose decisions are known good: the test exists to catch a change in them.
import { actionLog, LOGGED_GAMES } from '../../renderer/games/jumonville/ai/decision-logs';

const logs: Record<string, string[]> = {};
for (const g of LOGGED_GAMES) logs[g.name] = actionLog(g);
console.log(JSON.stringify(logs, null, 1));
