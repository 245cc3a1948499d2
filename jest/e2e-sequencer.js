// The browser tests run in two halves at once, each on a platform of its own (scripts/test.sh,
// E2E_SLOT in e2e/e2e-env.ts). Jest's own `--shard` splits files by a hash of their path, which
// put 420 s in one half and 300 s in the other; this splits them by how long each took in a
// recent run, longest first into the lighter half, so both halves end near the same time.
const Sequencer = require('@jest/test-sequencer').default;

/** Seconds per spec in a full run (a rough guide: a spec not named here counts as DEFAULT_SECONDS). */
const SECONDS = {
  'every-route': 96,
  'realtime-flags': 64,
  'exitcheck-pro': 63,
  'room-walk': 44,
  'room-report': 42,
  landing: 33,
  'lite20-once': 31,
  'admin-surfaces': 28,
  webhooks: 28,
  'admin-console': 27,
  'room-links': 27,
  'account-journeys': 22,
  pitchprep: 21,
  sharing: 21,
  'room-evidence': 20,
  'lite-assessments': 19,
  'room-analytics': 19,
  'buyer-questions-viewers': 18,
  'visitor-intent': 18,
  'shared-room': 18,
};
const DEFAULT_SECONDS = 12;

const nameOf = (path) => path.replace(/^.*\//, '').replace(/\.e2e-spec\.ts$/, '');
const secondsOf = (path) => SECONDS[nameOf(path)] ?? DEFAULT_SECONDS;

class BalancedShards extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const loads = Array.from({ length: shardCount }, () => 0);
    const mine = [];
    // Longest first, ties by name, so every half computes the same split.
    const ordered = [...tests].sort((a, b) => secondsOf(b.path) - secondsOf(a.path) || a.path.localeCompare(b.path));
    for (const test of ordered) {
      const lightest = loads.indexOf(Math.min(...loads));
      loads[lightest] += secondsOf(test.path);
      if (lightest === shardIndex - 1) mine.push(test);
    }
    return mine;
  }
}

module.exports = BalancedShards;
