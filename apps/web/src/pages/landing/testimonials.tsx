import { LITE_SOCIAL_PROOF, TESTIMONIAL_ROTATION_MS } from '@bv/domain';
import { useEffect, useState } from 'react';
import { IllustrativeNote } from '../../lite/results/illustrative-note';

/**
 * docs/product-rules.md, "Landing page and site pages": one testimonial at a time, the next
 * every 4 s; a visitor can pause it (WCAG 2.2.2).
 */
export function Testimonials() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = LITE_SOCIAL_PROOF.length;

  useEffect(() => {
    if (paused || hovered) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), TESTIMONIAL_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [paused, hovered, count]);

  const testimonial = LITE_SOCIAL_PROOF[index];
  return (
    <section className="testimonials" aria-labelledby="testimonials-title" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <div className="container testimonials__inner">
        <h2 id="testimonials-title" className="testimonials__title">
          What founders across Southeast Asia tell us
        </h2>
        <figure className="testimonials__item" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
          <blockquote>
            <p>“{testimonial.quote}”</p>
          </blockquote>
          <figcaption>
            {testimonial.name}, {testimonial.country} · {testimonial.role}
          </figcaption>
        </figure>
        <div className="testimonials__controls">
          <span className="testimonials__position" aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button type="button" className="button button--link" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {paused ? 'Play testimonials' : 'Pause testimonials'}
          </button>
        </div>
        <IllustrativeNote />
      </div>
    </section>
  );
}
