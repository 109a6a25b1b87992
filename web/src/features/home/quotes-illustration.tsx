import classes from './home-page.module.css';

const ROWS = [
  { initials: 'A', price: '$1,480', best: true },
  { initials: 'B', price: '$1,620', best: false },
  { initials: 'C', price: '$1,755', best: false },
];

/** A picture of a quote comparison (decorative: sample figures, hidden from screen readers). */
export function QuotesIllustration() {
  return (
    <div className={classes.illustration} aria-hidden="true">
      <div className={classes.illustrationHeader}>
        <span>Your quotes</span>
        <span className={classes.illustrationMeta}>3 of 5 received</span>
      </div>
      {ROWS.map((row) => (
        <div key={row.initials} className={classes.illustrationRow} data-best={row.best || undefined}>
          <span className={classes.illustrationAvatar}>{row.initials}</span>
          <span className={classes.illustrationText}>
            <span className={classes.illustrationName}>Vetted mover {row.initials}</span>
            <span className={classes.illustrationStars}>★★★★★</span>
          </span>
          <span className={classes.illustrationPrice}>
            {row.price}
            {row.best && <span className={classes.illustrationBadge}>Best value</span>}
          </span>
        </div>
      ))}
    </div>
  );
}
