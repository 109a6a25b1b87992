import { useState } from 'react';
import { Avatar, Box } from '@mantine/core';
import { companyInitial } from '@web/lib/company-display';
import classes from './company-images.module.css';

/** The wide image on top of the page; a brand-coloured backdrop when there is none or it fails. */
export function CompanyHero({ url, name }: { url: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box className={classes.hero} data-testid="company-hero">
      {url && !failed ? (
        <img className={classes.heroImage} src={url} alt={`${name} hero image`} onError={() => setFailed(true)} />
      ) : (
        <div className={classes.heroFallback} role="img" aria-label={`${name} hero image placeholder`} />
      )}
    </Box>
  );
}

/** The logo in a circle; Mantine's Avatar shows the initial when there is no logo or it fails. */
export function CompanyLogo({ url, name, size = 104 }: { url: string | null; name: string; size?: number }) {
  return (
    <Avatar
      className={classes.logo}
      size={size}
      radius={999}
      color="brand"
      variant="light"
      src={url}
      alt={`${name} logo`}
      data-testid="company-logo"
      fz={size * 0.38}
      fw={800}
    >
      <span role="img" aria-label={`${name} logo`}>
        {companyInitial(name)}
      </span>
    </Avatar>
  );
}
