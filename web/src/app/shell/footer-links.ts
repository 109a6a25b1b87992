/*
 * Where the footer's links go. The product has no blog or social pages of its own: the blog
 * and social profiles live on the movematch.example domain; About, FAQs and Partners are
 * sections of the home page.
 */

export const BLOG_URL = 'https://blog.movematch.example';

export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.movematch.example/social/facebook' },
  { network: 'Instagram', href: 'https://www.movematch.example/social/instagram' },
  { network: 'LinkedIn', href: 'https://www.movematch.example/social/linkedin' },
] as const;
