import type { ServiceRadius } from '@schemas/service-areas';
import type { BrandColors } from './png';

/** A fictional, complete moving company for local mode, plus the colours of its images. */
export interface SeedCompany {
  /** Fixed ULID, so every run (and every machine) seeds the same ids. */
  id: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  state: 'NC' | 'SC';
  zip: string;
  year_founded: number;
  dot_number: string;
  description: string;
  billboard: string;
  policies_link: string;
  fee_list: string;
  /** False for the companies waiting for an admin's vetting (companies-awaiting-vetting.ts). */
  is_verified: boolean;
  colors: BrandColors;
  /** Crews it sends out a day (its calendar setting); absent: one. */
  crews_per_day?: number;
  /** Its service area (docs/matching.md, Service areas); absent: DEFAULT_SERVICE_AREA. */
  service_radius?: ServiceRadius;
  serves_out_of_state?: boolean;
}

/** The demo company, owned by company@example.com (see demo-accounts.ts). */
export const DEMO_COMPANY_ID = '01JDSEEDC00000000000000001';

/** A verified, complete company with no plan yet: newcompany@example.com tries the paywall and checkout. */
export const NEW_COMPANY_ID = '01JDSEEDC00000000000000015';

/** All fictional: example domains, 555-01xx phone numbers, made-up DOT numbers. */
export const SEED_COMPANIES: readonly SeedCompany[] = [
  {
    id: DEMO_COMPANY_ID,
    name: 'Tar Heel Moving Co.',
    email: 'hello@tarheel-movers.example',
    phone: '(919) 555-0101',
    city: 'Raleigh',
    state: 'NC',
    zip: '27603',
    service_radius: '150',
    serves_out_of_state: true,
    year_founded: 2008,
    dot_number: '301245876',
    description:
      'Tar Heel Moving Co. has helped Triangle families and businesses move since 2008. Our crews are full-time employees, background-checked and trained in-house, never day labor. We handle everything from one-bedroom apartments near NC State to four-bedroom homes in North Hills, with careful padding, floor protection and a clear written estimate before moving day. Local moves are billed by the hour with no hidden fees, and long-distance moves across the Carolinas get a guaranteed flat price.',
    billboard:
      'Full-time, background-checked crews\nFree in-home or video estimates\nFloor and doorway protection on every move\nGuaranteed flat prices for long-distance moves',
    policies_link: 'https://tarheel-movers.example/policies',
    fee_list:
      'Two movers and a truck: $139/hour (2-hour minimum)\nThree movers and a truck: $179/hour\nTravel fee: $95 flat within Wake County\nPacking materials: at cost\nPiano or safe handling: from $150',
    is_verified: true,
    colors: { primary: '#13294B', accent: '#7BAFD4' },
    // A mid-size mover: several customers can book it on one day (the e2e suites book it too).
    crews_per_day: 6,
  },
  {
    id: '01JDSEEDC00000000000000002',
    name: 'Bull City Movers',
    email: 'crew@bullcity-movers.example',
    phone: '(919) 555-0102',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
    service_radius: '100',
    serves_out_of_state: true,
    year_founded: 2014,
    dot_number: '287654312',
    description:
      'Bull City Movers is a Durham-owned crew that knows every tight stairwell downtown and every cul-de-sac in South Durham. Since 2014 we have moved students, hospital staff and growing families with the same care we would want for our own things. Every move includes free wardrobe boxes, shrink-wrapped furniture and a crew lead who stays with you from the first box to the last. We also offer same-week apartment moves and short-term storage in our climate-controlled warehouse.',
    billboard:
      'Locally owned and operated in Durham\nFree wardrobe boxes on every move\nSame-week apartment moves\nClimate-controlled short-term storage',
    policies_link: 'https://bullcity-movers.example/policies',
    fee_list:
      'Two movers and a truck: $129/hour (2-hour minimum)\nThree movers and a truck: $169/hour\nTruck and travel fee: $85 flat\nShrink wrap and padding: included\nStorage: $89/month per vault',
    is_verified: true,
    colors: { primary: '#7A1F2B', accent: '#F4B942' },
  },
  {
    id: '01JDSEEDC00000000000000003',
    name: 'Queen City Relocation',
    email: 'moves@queencity-relocation.example',
    phone: '(704) 555-0103',
    city: 'Charlotte',
    state: 'NC',
    zip: '28205',
    service_radius: 'STATE',
    serves_out_of_state: true,
    year_founded: 1999,
    dot_number: '198765432',
    description:
      'Queen City Relocation has moved Charlotte since 1999, from Uptown high-rises to family homes in Ballantyne and Matthews. We run a fleet of twelve air-ride trucks and take care of elevator reservations and building paperwork for you. Our corporate relocation team works with employers across the region, and our residential crews specialize in careful packing of art, antiques and home offices. Every estimate is itemized, every crew member is an employee, and every move comes with full-value protection options.',
    billboard:
      'Serving Charlotte since 1999\nAir-ride trucks for fragile and valuable items\nElevator and building coordination handled for you\nCorporate relocation with direct billing\nFull-value protection available',
    policies_link: 'https://queencity-relocation.example/policies',
    fee_list:
      'Two movers and a truck: $149/hour (3-hour minimum)\nFour movers and a truck: $229/hour\nTravel fee: $110 flat within Mecklenburg County\nFull packing service: from $450\nFull-value protection: 1% of declared value',
    is_verified: true,
    colors: { primary: '#00467F', accent: '#A6CE39' },
  },
  {
    id: '01JDSEEDC00000000000000004',
    name: 'Gate City Moving & Storage',
    email: 'info@gatecity-moving.example',
    phone: '(336) 555-0104',
    city: 'Greensboro',
    state: 'NC',
    zip: '27408',
    service_radius: '150',
    serves_out_of_state: true,
    year_founded: 2003,
    dot_number: '224466881',
    description:
      'Gate City Moving & Storage serves Greensboro, High Point and the wider Piedmont Triad. Family-run since 2003, we combine local moving crews with a secure, camera-monitored storage facility, which makes life easier when closing dates do not line up. We move homes, offices and university departments, and we are happy to take apart and reassemble beds, desks and play sets. Customers tell us they appreciate the text updates on moving day and a crew that shows up exactly when promised.',
    billboard:
      'Family-run since 2003\nSecure, camera-monitored storage on site\nFurniture disassembly and reassembly included\nText updates throughout moving day',
    policies_link: 'https://gatecity-moving.example/policies',
    fee_list:
      'Two movers and a truck: $125/hour (2-hour minimum)\nThree movers and a truck: $165/hour\nTravel fee: $75 flat within Guilford County\nStorage: from $79/month\nMattress bags: $15 each',
    is_verified: true,
    colors: { primary: '#4B2E83', accent: '#E8C547' },
  },
  {
    id: '01JDSEEDC00000000000000005',
    name: 'Cape Fear Coastal Movers',
    email: 'ahoy@capefear-movers.example',
    phone: '(910) 555-0105',
    city: 'Wilmington',
    state: 'NC',
    zip: '28403',
    service_radius: '150',
    serves_out_of_state: true,
    year_founded: 2011,
    dot_number: '256789013',
    description:
      'Cape Fear Coastal Movers helps people settle into coastal North Carolina, from historic downtown Wilmington to Wrightsville Beach, Carolina Beach and Leland. Beach houses bring their own challenges: raised foundations, long outdoor stairs and narrow island streets. Our crews bring the right dollies, ramps and smaller trucks to handle them safely. We also manage seasonal moves for second-home owners, pack fragile coastal decor with care, and store furniture during renovations or hurricane season.',
    billboard:
      'Beach house and raised-foundation specialists\nSmaller trucks for narrow island streets\nSeasonal moves for second-home owners\nStorage during renovations and storm season',
    policies_link: 'https://capefear-movers.example/policies',
    fee_list:
      'Two movers and a truck: $135/hour (2-hour minimum)\nThree movers and a truck: $175/hour\nIsland access fee: $60 flat\nLong-carry stairs: $40 per flight over two\nStorage: from $95/month',
    is_verified: true,
    colors: { primary: '#006D77', accent: '#FFB4A2' },
  },
  {
    id: '01JDSEEDC00000000000000006',
    name: 'Blue Ridge Mountain Movers',
    email: 'hello@blueridge-movers.example',
    phone: '(828) 555-0106',
    city: 'Asheville',
    state: 'NC',
    zip: '28801',
    service_radius: '100',
    serves_out_of_state: true,
    year_founded: 1996,
    dot_number: '176543209',
    description:
      'Blue Ridge Mountain Movers has handled moves in and around Asheville since 1996, including steep gravel driveways, switchback roads and cabins that a full-size truck cannot reach. When needed we shuttle belongings with smaller four-wheel-drive vehicles, so nothing is left at the bottom of the hill. Our crews are locals who take pride in careful work, whether you are moving a downtown condo, a West Asheville bungalow or an art studio full of fragile pieces.',
    billboard:
      'Mountain moves since 1996\nFour-wheel-drive shuttle for steep driveways\nCareful packing for art and studio pieces\nLocal crews who know every back road',
    policies_link: 'https://blueridge-movers.example/policies',
    fee_list:
      'Two movers and a truck: $135/hour (3-hour minimum)\nThree movers and a truck: $175/hour\nShuttle service: $150 per trip\nTravel fee: $95 flat within Buncombe County\nArt crating: from $75 per piece',
    is_verified: true,
    colors: { primary: '#2D6A4F', accent: '#F4A261' },
  },
  {
    id: '01JDSEEDC00000000000000007',
    name: 'Cary Family Movers',
    email: 'office@caryfamily-movers.example',
    phone: '(919) 555-0107',
    city: 'Cary',
    state: 'NC',
    zip: '27513',
    service_radius: '50',
    serves_out_of_state: false,
    year_founded: 2016,
    dot_number: '312457690',
    description:
      'Cary Family Movers was started by two brothers who wanted moving to feel less stressful for the neighbors they grew up with. We focus on homes in Cary, Apex, Morrisville and Holly Springs, and we are known for punctual crews and fair hourly pricing. We offer full and partial packing, careful handling of nursery furniture and home gyms, and senior move assistance with extra time and patience built in. Every quote is free, written and honored on moving day.',
    billboard:
      'Punctual crews, fair hourly pricing\nFull and partial packing\nSenior move assistance\nWritten quotes honored on moving day',
    policies_link: 'https://caryfamily-movers.example/policies',
    fee_list:
      'Two movers and a truck: $135/hour (2-hour minimum)\nThree movers and a truck: $175/hour\nTravel fee: $79 flat\nPartial packing: $55/hour per packer\nHome gym equipment: from $100',
    is_verified: true,
    colors: { primary: '#1D3557', accent: '#E63946' },
  },
  {
    id: '01JDSEEDC00000000000000008',
    name: 'Twin City Van Lines',
    email: 'dispatch@twincity-vanlines.example',
    phone: '(336) 555-0108',
    city: 'Winston-Salem',
    state: 'NC',
    zip: '27101',
    service_radius: '100',
    serves_out_of_state: true,
    year_founded: 1988,
    dot_number: '145678923',
    description:
      'Twin City Van Lines is one of the longest-running independent movers in Forsyth County, serving Winston-Salem families and businesses since 1988. Our experienced crews handle local moves, long-distance moves throughout the Southeast, and office relocations scheduled after hours to keep your business running. We maintain our trucks in our own shop, so breakdowns do not ruin moving day. Ask about our discounts for teachers, nurses, first responders and military families.',
    billboard:
      'Independent and local since 1988\nLong-distance moves throughout the Southeast\nAfter-hours office relocations\nDiscounts for teachers, nurses, first responders and military',
    policies_link: 'https://twincity-vanlines.example/policies',
    fee_list:
      'Two movers and a truck: $129/hour (2-hour minimum)\nThree movers and a truck: $169/hour\nTravel fee: $85 flat within Forsyth County\nLong distance: flat price by inventory\nAfter-hours office moves: +$25/hour',
    is_verified: true,
    colors: { primary: '#5C2D91', accent: '#FFC72C' },
  },
  {
    id: '01JDSEEDC00000000000000009',
    name: 'Midlands Moving Company',
    email: 'service@midlands-moving.example',
    phone: '(803) 555-0109',
    city: 'Columbia',
    state: 'SC',
    zip: '29205',
    service_radius: 'STATE',
    serves_out_of_state: true,
    year_founded: 2006,
    dot_number: '233445567',
    description:
      'Midlands Moving Company serves Columbia, Lexington, Irmo and the surrounding Midlands. We move state employees, students, military families and homeowners across the region, with crews that are trained, uniformed and insured. Our estimators walk through your home in person or by video and give a written not-to-exceed price. We also provide packing, crating for artwork, junk hauling on the way out and secure storage for moves that need a pause between homes.',
    billboard:
      'Written not-to-exceed prices\nTrained, uniformed and insured crews\nMilitary family moves welcome\nJunk hauling and secure storage',
    policies_link: 'https://midlands-moving.example/policies',
    fee_list:
      'Two movers and a truck: $119/hour (2-hour minimum)\nThree movers and a truck: $159/hour\nTravel fee: $75 flat\nJunk hauling: from $95 per load\nStorage: from $75/month',
    is_verified: true,
    colors: { primary: '#73000A', accent: '#C9B37E' },
  },
  {
    id: '01JDSEEDC00000000000000010',
    name: 'Lowcountry Moving & Storage',
    email: 'hello@lowcountry-moving.example',
    phone: '(843) 555-0110',
    city: 'Charleston',
    state: 'SC',
    zip: '29407',
    service_radius: '150',
    serves_out_of_state: true,
    year_founded: 2001,
    dot_number: '209876541',
    description:
      'Lowcountry Moving & Storage has moved Charleston households since 2001, from single houses on the peninsula to new builds in Mount Pleasant, James Island and Summerville. Historic homes call for special care, and our crews protect heart-pine floors, narrow staircases and antique furniture with custom padding and crating. We arrange downtown street parking permits and offer climate-controlled storage, which matters in Lowcountry humidity. Honest estimates and courteous crews are why neighbors keep recommending us.',
    billboard:
      'Historic home specialists\nDowntown parking permits arranged for you\nClimate-controlled storage\nCustom crating for antiques',
    policies_link: 'https://lowcountry-moving.example/policies',
    fee_list:
      'Two movers and a truck: $145/hour (3-hour minimum)\nThree movers and a truck: $189/hour\nTravel fee: $105 flat\nParking permit handling: $45\nClimate-controlled storage: from $119/month',
    is_verified: true,
    colors: { primary: '#0B3C5D', accent: '#D9B310' },
  },
  {
    id: '01JDSEEDC00000000000000011',
    name: 'Upstate Movers',
    email: 'team@upstate-movers.example',
    phone: '(864) 555-0111',
    city: 'Greenville',
    state: 'SC',
    zip: '29601',
    service_radius: '100',
    serves_out_of_state: true,
    year_founded: 2012,
    dot_number: '267890124',
    description:
      'Upstate Movers is a Greenville company serving Greer, Simpsonville, Mauldin and Travelers Rest. Our crews are employees, not contractors, and each one completes training in furniture wrapping and safe lifting before their first move. We handle apartments, family homes and small offices, and we respond quickly when plans change. Customers get a moving-day checklist, an arrival window by text and a final bill that matches the estimate.',
    billboard:
      'Employees, never contractors\nArrival window sent by text\nFinal bill matches the estimate\nApartments, homes and small offices',
    policies_link: 'https://upstate-movers.example/policies',
    fee_list:
      'Two movers and a truck: $125/hour (2-hour minimum)\nThree movers and a truck: $165/hour\nTravel fee: $80 flat\nStairs: included\nTV mounting removal: $35 per TV',
    is_verified: true,
    colors: { primary: '#3A5A40', accent: '#F28C28' },
  },
  {
    id: '01JDSEEDC00000000000000012',
    name: 'Grand Strand Movers',
    email: 'book@grandstrand-movers.example',
    phone: '(843) 555-0112',
    city: 'Myrtle Beach',
    state: 'SC',
    zip: '29577',
    service_radius: '100',
    serves_out_of_state: false,
    year_founded: 2009,
    dot_number: '245678902',
    description:
      'Grand Strand Movers covers Myrtle Beach, Conway, Surfside Beach and North Myrtle Beach. We help retirees settle on the coast, move vacation rental furnishings between seasons and relocate condos with elevator and loading-dock rules. Our crews are patient, careful and experienced with the high-rise buildings along Ocean Boulevard. We can pack, move, assemble and set up a rental unit in a single day so it is ready for guests, and we offer simple flat pricing for condo moves.',
    billboard:
      'Condo and high-rise specialists\nVacation rental turnovers in a single day\nFlat pricing for condo moves\nPatient help for retirees settling on the coast',
    policies_link: 'https://grandstrand-movers.example/policies',
    fee_list:
      'Two movers and a truck: $129/hour (2-hour minimum)\nThree movers and a truck: $169/hour\nCondo move, one bedroom: $695 flat\nRental unit set-up: from $450\nTravel fee: $75 flat',
    is_verified: true,
    colors: { primary: '#0081A7', accent: '#FED9B7' },
  },
  {
    id: '01JDSEEDC00000000000000013',
    name: 'Catawba Valley Moving',
    email: 'owner@catawba-moving.example',
    phone: '(803) 555-0113',
    city: 'Rock Hill',
    state: 'SC',
    zip: '29730',
    service_radius: '50',
    serves_out_of_state: true,
    year_founded: 2018,
    dot_number: '321098765',
    description:
      'Catawba Valley Moving is a small, owner-operated company based in Rock Hill that serves York County, Fort Mill, Tega Cay and the southern Charlotte suburbs. The owner leads most crews personally, so the person who quotes your move is often the person who carries your sofa. We focus on local residential moves, loading and unloading help for rental trucks and portable containers, and small moves that bigger companies turn down. Straightforward pricing and good communication are our priorities.',
    billboard:
      'Owner-operated and owner-led crews\nLoading and unloading help for rental trucks and containers\nSmall moves welcome\nStraightforward pricing',
    policies_link: 'https://catawba-moving.example/policies',
    fee_list:
      'Two movers and a truck: $115/hour (2-hour minimum)\nLabor only, two movers: $89/hour\nTravel fee: $60 flat\nContainer loading: from $250\nSmall move (studio): $399 flat',
    is_verified: true,
    colors: { primary: '#264653', accent: '#E9C46A' },
  },
  {
    id: '01JDSEEDC00000000000000014',
    name: 'Hub City Moving Co.',
    email: 'hello@hubcity-moving.example',
    phone: '(864) 555-0114',
    city: 'Spartanburg',
    state: 'SC',
    zip: '29301',
    service_radius: '100',
    serves_out_of_state: true,
    year_founded: 1993,
    dot_number: '187654320',
    description:
      'Hub City Moving Co. has served Spartanburg and the I-85 corridor since 1993. We move families, college faculty and professionals relocating to the Upstate for work, including corporate-sponsored moves with direct billing. Our crews are experienced with heavy items such as pianos, gun safes and commercial equipment, and we carry the gear to move them safely. We keep our trucks clean, our estimates clear and our promises on moving day.',
    billboard:
      'Serving Spartanburg since 1993\nPianos, safes and heavy equipment\nCorporate moves with direct billing\nClean trucks and clear estimates',
    policies_link: 'https://hubcity-moving.example/policies',
    fee_list:
      'Two movers and a truck: $125/hour (2-hour minimum)\nThree movers and a truck: $165/hour\nPiano moving: from $225\nGun safe moving: from $175\nTravel fee: $80 flat',
    is_verified: true,
    colors: { primary: '#8D0801', accent: '#F6AA1C' },
  },
  {
    id: NEW_COMPANY_ID,
    name: 'Fresh Start Movers',
    email: 'hello@freshstart-movers.example',
    phone: '(704) 555-0115',
    city: 'Charlotte',
    state: 'NC',
    zip: '28203',
    service_radius: '250',
    serves_out_of_state: true,
    year_founded: 2021,
    dot_number: '334455661',
    description:
      'Fresh Start Movers is a young Charlotte crew started in 2021 by two brothers who spent a decade working for national van lines. We focus on apartment and townhome moves in South End, NoDa and Plaza Midwood, where tight parking and elevator bookings need a plan. Every quote is a fixed price after a short video walk-through, our trucks carry wardrobe boxes and mattress bags at no charge, and we text you when the crew is on the way.',
    billboard:
      'Fixed-price quotes after a video walk-through\nApartment and townhome specialists\nFree wardrobe boxes and mattress bags\nText updates on moving day',
    policies_link: 'https://freshstart-movers.example/policies',
    fee_list:
      'Two movers and a truck: $125/hour (2-hour minimum)\nThree movers and a truck: $165/hour\nTravel fee: $75 flat inside Mecklenburg County\nElevator or long-carry fee: $40',
    is_verified: true,
    colors: { primary: '#2A9D8F', accent: '#F4D35E' },
  },
];
