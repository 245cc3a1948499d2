export type ProLevel = 'Excellent' | 'High' | 'Medium' | 'Low';

export function proLevel(total: number): ProLevel {
  if (total >= 80) return 'Excellent';
  if (total >= 65) return 'High';
  if (total >= 50) return 'Medium';
  return 'Low';
}
