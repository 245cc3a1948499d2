// Unit specs run two at a time beside each other's renders (scripts/test.sh): a findBy… or
// waitFor in a jsdom spec waits up to 5 s for what it looks for, not testing-library's 1 s,
// so a busy machine slows a spec down instead of failing it. Node specs skip the library.
if (typeof window !== 'undefined') require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
