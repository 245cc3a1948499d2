import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Hand-picked entries that top public breach-frequency lists, plus this product's own name
 * (which no public list holds).
 */
const CURATED_PASSWORDS = [
  '12345678', '123456789', '1234567890', '0123456789', '87654321', '11111111', '00000000', '12341234',
  '11223344', '12121212', '88888888', '66666666', '99999999', '123123123', '147258369', '987654321',
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'qwerty12', 'qwerty123', 'qwertyui', 'qwertyuiop', 'qwerty1234', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx',
  'zaq12wsx', 'qazwsxedc', 'asdfghjkl', 'asdf1234', 'zxcvbnm1', 'abc12345', 'abcd1234', 'abcdefgh',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'basketball', 'superman',
  'batman123', 'welcome1', 'welcome123', 'trustno1', 'letmein1', 'letmein123', 'whatever', 'starwars',
  'computer', 'michelle', 'jennifer', 'jordan23', 'liverpool', 'chelsea1', 'arsenal1', 'manchester',
  'dragon12', 'monkey12', 'shadow12', 'master12', 'mustang1', 'access14', 'admin123', 'administrator',
  'changeme', 'changeme1', 'default1', 'secret12', 'letmein!', 'q1w2e3r4', 'q1w2e3r4t5', 'a1b2c3d4',
  'singapore', 'singapore1', 'blueprint', 'blueprint1', 'blueprintvault', 'exitcheck', 'pitchprep',
];

/**
 * The zxcvbn common-password dictionary (~49k entries from public breach corpora) plus the
 * curated list, lower-cased: the policy compares case-insensitively. Entries under 8 characters
 * are dropped because the length rule already refuses them; the set stays server-side only.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  [...dictionary['passwords-common'], ...CURATED_PASSWORDS].filter((entry) => entry.length >= 8).map((entry) => entry.toLowerCase()),
);
