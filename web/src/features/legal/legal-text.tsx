import type { ReactNode } from 'react';
import { Anchor, List, Text, Title, type TitleOrder } from '@mantine/core';
import { SUPPORT_EMAIL } from '@schemas/constants';
import classes from './legal.module.css';

/* Small building blocks so the terms and the privacy policy read the same way. */

export function P({ children }: { children: ReactNode }) {
  return <Text className={classes.paragraph}>{children}</Text>;
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <List className={classes.list} spacing={6}>
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}

export function Subheading({ order, children }: { order: TitleOrder; children: ReactNode }) {
  return (
    <Title order={order} className={classes.subheading}>
      {children}
    </Title>
  );
}

export function SupportEmail() {
  return <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>;
}
