export type CardItem = { title: string; text: string };

type CardGridProps = {
  items: readonly CardItem[];
  /** Four narrow columns on wide screens instead of the default layout. */
  columns?: 'auto' | 'four';
  cardClassName?: string;
};

/** A list of titled cards, the landing and product pages' repeating block. */
export function CardGrid({ items, columns = 'auto', cardClassName = 'card' }: CardGridProps) {
  return (
    <ul className={columns === 'four' ? 'card-grid card-grid--four' : 'card-grid'}>
      {items.map((item) => (
        <li key={item.title} className={cardClassName}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
