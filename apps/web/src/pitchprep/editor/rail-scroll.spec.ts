/** @jest-environment jsdom */
import { scrollIntoRail } from './rail-scroll';

const boxed = (rect: Partial<DOMRect>, scroll = { left: 0, top: 0 }) => {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ left: 0, right: 0, top: 0, bottom: 0, ...rect }) as DOMRect;
  element.scrollLeft = scroll.left;
  element.scrollTop = scroll.top;
  return element;
};

describe('scrollIntoRail', () => {
  it('scrolls a phone strip sideways to bring an item out of sight to its middle', () => {
    const rail = boxed({ left: 16, right: 374, top: 600, bottom: 660 }, { left: 100, top: 0 });
    scrollIntoRail(rail, boxed({ left: 400, right: 500, top: 604, bottom: 656 }));
    expect(rail.scrollLeft).toBe(355);
    scrollIntoRail(rail, boxed({ left: -20, right: 80, top: 604, bottom: 656 }));
    expect(rail.scrollLeft).toBe(190);
    // In sight: left alone.
    scrollIntoRail(rail, boxed({ left: 20, right: 120, top: 604, bottom: 656 }));
    expect(rail.scrollLeft).toBe(190);
  });

  it('scrolls a wide-screen column down or up, and leaves an item in sight alone', () => {
    const rail = boxed({ left: 0, right: 150, top: 200, bottom: 800 }, { left: 0, top: 50 });
    scrollIntoRail(rail, boxed({ left: 4, right: 146, top: 300, bottom: 380 }));
    expect(rail.scrollTop).toBe(50);
    scrollIntoRail(rail, boxed({ left: 4, right: 146, top: 760, bottom: 840 }));
    expect(rail.scrollTop).toBe(90);
    scrollIntoRail(rail, boxed({ left: 4, right: 146, top: 150, bottom: 230 }));
    expect(rail.scrollTop).toBe(40);
  });
});
