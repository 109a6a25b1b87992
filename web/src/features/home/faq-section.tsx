import { Container, Text, Title } from '@mantine/core';
import { formatCents, PRICES, SUPPORT_EMAIL } from '@schemas/constants';
import classes from './home-page.module.css';
import { HOME_SECTIONS } from './home-sections';

const FAQS = [
  {
    question: 'Is MoveMatch free to use?',
    answer: `Yes. Creating an account, getting matched and comparing quotes is free. The optional Concierge service costs a one-time ${formatCents(PRICES.conciergeCents)}, paid only after you approve a booking.`,
  },
  {
    question: 'Where does MoveMatch work?',
    answer: 'Our network of movers currently covers North Carolina and South Carolina.',
  },
  {
    question: 'Why are there no instant quotes?',
    answer:
      'Every move is different. Our movers look at your details and may ask a follow-up question, so the price you see is one they can stand behind.',
  },
  {
    question: 'Who sees my contact details?',
    answer:
      'Movers see your move details and first name while they quote. Your last name and contact details are shared only with the company you book.',
  },
  {
    question: 'Is MoveMatch the moving company?',
    answer:
      'No. MoveMatch is a marketplace: the moving companies set their own prices and carry out the move, and your booking is with the company you choose.',
  },
  {
    question: 'How do I get in touch?',
    answer: `Write to ${SUPPORT_EMAIL}.`,
  },
];

/** Frequently asked questions; the footer's FAQs link lands here. */
export function FaqSection() {
  return (
    <section id={HOME_SECTIONS.faqs} className={classes.section} aria-labelledby="faqs-title">
      <Container size="md">
        <Title id="faqs-title" order={2} className={classes.sectionTitle}>
          Frequently asked questions
        </Title>
        {/* Native disclosure widgets: keyboard and screen-reader support without any script. */}
        <div className={classes.faqs}>
          {FAQS.map((faq) => (
            <details key={faq.question} className={classes.faq}>
              <summary className={classes.faqQuestion}>{faq.question}</summary>
              <Text c="gray.7" className={classes.faqAnswer}>
                {faq.answer}
              </Text>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
