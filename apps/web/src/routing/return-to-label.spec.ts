import { returnToSentence } from './return-to-label';

describe('returnToSentence', () => {
  it.each([
    ['/exitcheck', 'Sign in to continue to ExitCheck Pro.'],
    ['/pitchprep/outputs/1?tab=edit', 'Sign in to continue to PitchPrep.'],
    ['/dashboard', 'Sign in to continue to your dashboard.'],
    ['/admin-preview/account?tab=security', 'Sign in to continue to your account settings.'],
    ['/', 'Sign in to continue.'],
    ['/exitcheckers', 'Sign in to continue.'],
  ])('%s → %s', (path, sentence) => expect(returnToSentence(path)).toBe(sentence));
});
