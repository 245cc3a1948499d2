import { inlineStylesOf } from './built-pages';

describe('inlineStylesOf', () => {
  it('finds the text of every <style> element, each once, exactly as written', () => {
    const index = '<head><style>body{margin:0}</style>\n  <style media="print">\n  nav{display:none}\n</style></head><body><p style="color:red">x</p></body>';
    const variant = '<head><style>body{margin:0}</style><STYLE>.share{gap:1rem}</STYLE></head>';
    expect(inlineStylesOf([index, variant])).toEqual(['body{margin:0}', '\n  nav{display:none}\n', '.share{gap:1rem}']);
    expect(inlineStylesOf(['<p>no styles</p>'])).toEqual([]);
  });
});
