import classes from './availability-grid.module.css';

const ITEMS = [
  { label: 'Available', attrs: { 'data-available': true }, glyph: '✓' },
  { label: 'Unavailable', attrs: {}, glyph: '✕' },
  { label: 'Selected', attrs: { 'data-selected': true }, glyph: '' },
  { label: 'Unpublished change', attrs: {}, glyph: '', edited: true },
  { label: 'Booked: crews booked of your crews per day', attrs: {}, glyph: '', booked: true },
];

/** The legend: the same cells in miniature, with words. */
export function AvailabilityLegend() {
  return (
    <ul
      aria-label="Legend"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', listStyle: 'none', padding: 0, margin: 0 }}
    >
      {ITEMS.map((item) => (
        <li
          key={item.label}
          style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 'var(--mantine-font-size-sm)' }}
        >
          <span className={classes.swatch} {...item.attrs} aria-hidden="true">
            <span className={classes.status}>{item.glyph}</span>
            {item.edited && <span className={classes.edited} />}
            {item.booked && <span className={classes.booked}>1/2</span>}
          </span>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
