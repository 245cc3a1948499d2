export type CardItem = { title: string; text: string };

type CardGridProps = {
  items: readonly CardItem[];
  /** Four narrow columns on wide screens instead of the default layout. */
  columns?: 'auto' | 'four';
  cardClassName?: string;
};

/** Columns that leave no card alone on its row: four as 4 (or 2 × 2), two as 2, else threes. */
function gridClass(count: number, columns: CardGridProps['columns']): string {
  if (columns === 'four' || count === 4) return 'card-grid card-grid--four';
  if (count === 2) return 'card-grid card-grid--two';
  return 'card-grid';
}

/** A list of titled cards, the landing and product pages' repeating block. */
export function CardGrid({ items, columns = 'auto', cardClassName = 'card' }: CardGridProps) {
  return (
    <ul className={gridClass(items.length, columns)}>
      {items.map((item) => (
        <li key={item.title} className={cardClassName}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
