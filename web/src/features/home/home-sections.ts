/** Anchors of the home page's sections; the footer links to them (About, FAQs, Partners). */
export const HOME_SECTIONS = {
  howItWorks: 'how-it-works',
  concierge: 'concierge',
  forCompanies: 'for-companies',
  faqs: 'faqs',
  about: 'about',
} as const;

export type HomeSectionId = (typeof HOME_SECTIONS)[keyof typeof HOME_SECTIONS];

export const homeSectionPath = (id: HomeSectionId) => `/#${id}`;
