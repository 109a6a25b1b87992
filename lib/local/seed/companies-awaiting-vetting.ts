import type { SeedCompany } from './companies';

/**
 * Three complete companies an admin has added but not verified yet: the admin's vetting queue
 * out of the box (docs/admin.md). Unverified, so they are not matched and may not work leads.
 */
export const COMPANIES_AWAITING_VETTING: readonly SeedCompany[] = [
  {
    id: '01JDSEEDC00000000000000016',
    name: 'Sandhills Moving Co.',
    email: 'office@sandhills-moving.example',
    phone: '(910) 555-0116',
    city: 'Southern Pines',
    state: 'NC',
    zip: '28387',
    year_founded: 2017,
    dot_number: '345678912',
    description:
      'Sandhills Moving Co. moves military families at Fort Liberty, golf-course homes in Pinehurst and everything in between. Our crew leads have moved hundreds of PCS households and know how to inventory, pad and load for a long trip. We offer partial packing, crating for artwork and a single point of contact from estimate to delivery.',
    billboard: 'Military PCS moves\nPartial packing and art crating\nOne point of contact from estimate to delivery',
    policies_link: 'https://sandhills-moving.example/policies',
    fee_list:
      'Two movers and a truck: $119/hour (2-hour minimum)\nThree movers and a truck: $159/hour\nCrating: from $120 per crate',
    is_verified: false,
    colors: { primary: '#6B4226', accent: '#E9C46A' },
  },
  {
    id: '01JDSEEDC00000000000000017',
    name: 'Outer Banks Moving & Delivery',
    email: 'crew@obx-moving.example',
    phone: '(252) 555-0117',
    city: 'Kill Devil Hills',
    state: 'NC',
    zip: '27948',
    year_founded: 2012,
    dot_number: '356789123',
    description:
      'Outer Banks Moving & Delivery handles beach-house moves from Corolla to Hatteras: stilted homes, sand roads and rental turnovers on tight Saturday schedules. We also deliver furniture for local stores and stage vacation rentals between guests. Our trucks are sized for narrow island roads, and every crew carries ramps, stair climbers and extra padding for salt air and sand.',
    billboard:
      'Beach-house and stilted-home specialists\nRental turnover moves on Saturdays\nFurniture delivery and rental staging',
    policies_link: 'https://obx-moving.example/policies',
    fee_list:
      'Two movers and a truck: $135/hour (2-hour minimum)\nStilt-house carry: $60 per floor\nFerry crossing: at cost',
    is_verified: false,
    colors: { primary: '#1D3557', accent: '#A8DADC' },
  },
  {
    id: '01JDSEEDC00000000000000018',
    name: 'Sea Island Movers',
    email: 'hello@seaisland-movers.example',
    phone: '(843) 555-0118',
    city: 'Beaufort',
    state: 'SC',
    zip: '29902',
    year_founded: 2019,
    dot_number: '367891234',
    description:
      'Sea Island Movers serves Beaufort, Port Royal and the Sea Islands with small, careful crews. We move historic homes with narrow stairs and heirloom furniture, and we coordinate with Parris Island families on tight report dates. Every move starts with a walk-through, and our crews wrap antiques, mirrors and oil paintings by hand before anything leaves the house.',
    billboard: 'Historic homes and heirloom furniture\nSmall, careful crews\nFlexible dates for Parris Island families',
    policies_link: 'https://seaisland-movers.example/policies',
    fee_list:
      'Two movers and a truck: $115/hour (2-hour minimum)\nThree movers and a truck: $155/hour\nTravel fee: $70 flat',
    is_verified: false,
    colors: { primary: '#264653', accent: '#F4A261' },
  },
];
