import { clientLogger } from './client-logger';

/**
 * Web vitals are logged (docs/product-rules.md, "Landing page and site pages"); web-vitals 5
 * measures LCP, CLS and INP (INP replaced FID, which browsers no longer report). Loaded after the
 * page so it never delays the first paint.
 */
export async function reportWebVitals(): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const report = (metric: { name: string; value: number; rating: string; id: string; navigationType: string }) =>
    clientLogger().info(`web-vital ${metric.name}`, {
      metric: metric.name,
      value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value) / (metric.name === 'CLS' ? 1000 : 1),
      rating: metric.rating,
      id: metric.id,
      navigationType: metric.navigationType,
    });
  onLCP(report);
  onCLS(report);
  onINP(report);
}
