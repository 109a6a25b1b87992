import type { Adjustment } from '@schemas/booking-completion-view';
import type { HideReason } from '@schemas/reviews';
import { DEMO_COMPANY_ID } from './companies';
import type { DemoPlace } from './demo-moves';

/*
 * The demo's published reviews: four companies, each review on its own completed move of its
 * own customer (demo customers 50 to 84), months back so the review window and the blind
 * period of most are long over. Tar Heel's carry every state a newcomer should see: rated
 * customers (so their reviews went out at once), an answer to a critical review and to a
 * glowing one, one hidden for personal data (a positive one: hiding is never about the
 * rating), and one review still blind. Every id is fixed, so a rerun finds what it wrote.
 */

/** Overall, on time, care, communication; 'Price as quoted' follows from the final price. */
export type Stars = readonly [overall: number, onTime: number, care: number, communication: number];

export interface DemoReview {
  /** Demo customer number (demoCustomerId, demoMoveId). */
  n: number;
  firstName: string;
  lastName: string;
  from: DemoPlace;
  to: DemoPlace;
  daysAgo: number;
  /** The quoted (and agreed) price. */
  price: number;
  /** The company's final price when it differs, with the reasons it gave. */
  final?: { price: number; adjustments: Adjustment[] };
  /** The customer never answered the completion: confirmed after the 7 days. */
  autoConfirmed?: boolean;
  stars: Stars;
  text: string;
  /** The company rated the customer first (so the review went out when written). */
  customerRating?: { inventory: number; access: number; communication: number; note: string };
  /** The company's public answer. */
  answer?: string;
  /** An admin hid it for this reason. */
  hidden?: HideReason;
  /** Written within the blind period and not yet published. */
  blind?: true;
}

export interface DemoCompanyReviews {
  companyId: string;
  reviews: readonly DemoReview[];
}

const place = (address: string, city: string, state: 'NC' | 'SC', zip: string): DemoPlace => ({
  address,
  city,
  state,
  zip,
});

const FIVE_POINTS = place('1912 Fairview Rd', 'Raleigh', 'NC', '27608');
const OAKWOOD = place('508 N Bloodworth St', 'Raleigh', 'NC', '27604');
const NORTH_HILLS = place('4141 The Circle at North Hills St', 'Raleigh', 'NC', '27609');
const BOYLAN = place('715 W Cabarrus St', 'Raleigh', 'NC', '27603');
const NC_STATE = place('2510 Avent Ferry Rd', 'Raleigh', 'NC', '27606');
const CARY = place('310 Walnut St', 'Cary', 'NC', '27511');
const APEX = place('118 N Salem St', 'Apex', 'NC', '27502');
const HOLLY_SPRINGS = place('509 Irving Pkwy', 'Holly Springs', 'NC', '27540');
const WAKE_FOREST = place('241 S White St', 'Wake Forest', 'NC', '27587');
const KNIGHTDALE = place('702 Widewaters Pkwy', 'Knightdale', 'NC', '27545');
const GARNER = place('912 Vandora Springs Rd', 'Garner', 'NC', '27529');
const FUQUAY = place('131 S Main St', 'Fuquay-Varina', 'NC', '27526');
const MORRISVILLE = place('1020 Church St', 'Morrisville', 'NC', '27560');
const WILMINGTON = place('417 Orange St', 'Wilmington', 'NC', '28401');
const TRINITY_PARK = place('1006 Urban Ave', 'Durham', 'NC', '27701');
const SOUTHPOINT = place('7020 Fayetteville Rd', 'Durham', 'NC', '27713');
const HOPE_VALLEY = place('3620 Hope Valley Rd', 'Durham', 'NC', '27707');
const HILLSBOROUGH = place('150 E King St', 'Hillsborough', 'NC', '27278');
const CARRBORO = place('205 W Main St', 'Carrboro', 'NC', '27510');
const CHAPEL_HILL = place('520 Weaver Dairy Rd', 'Chapel Hill', 'NC', '27514');
const PLAZA_MIDWOOD = place('1514 Central Ave', 'Charlotte', 'NC', '28205');
const SOUTH_END = place('2000 South Blvd', 'Charlotte', 'NC', '28203');
const DILWORTH = place('1820 Dilworth Rd E', 'Charlotte', 'NC', '28203');
const NODA = place('3201 N Davidson St', 'Charlotte', 'NC', '28205');
const BALLANTYNE = place('14825 Ballantyne Village Way', 'Charlotte', 'NC', '28277');
const UPTOWN = place('210 N Church St', 'Charlotte', 'NC', '28202');
const MATTHEWS = place('232 Matthews Station St', 'Matthews', 'NC', '28105');
const HUNTERSVILLE = place('105 Gilead Rd', 'Huntersville', 'NC', '28078');
const CONCORD = place('48 Union St S', 'Concord', 'NC', '28025');
const FORT_MILL = place('215 Main St', 'Fort Mill', 'SC', '29715');
const ROCK_HILL = place('130 E Main St', 'Rock Hill', 'SC', '29730');
const WEST_ASHLEY = place('1829 Savannah Hwy', 'Charleston', 'SC', '29407');
const KING_STREET = place('438 King St', 'Charleston', 'SC', '29403');
const JAMES_ISLAND = place('1107 Folly Rd', 'Charleston', 'SC', '29412');
const DANIEL_ISLAND = place('225 Seven Farms Dr', 'Charleston', 'SC', '29492');
const MOUNT_PLEASANT = place('645 Coleman Blvd', 'Mount Pleasant', 'SC', '29464');
const SUMMERVILLE = place('120 S Main St', 'Summerville', 'SC', '29483');
const NORTH_CHARLESTON = place('4800 Park Cir', 'North Charleston', 'SC', '29405');
const COLUMBIA = place('1221 Devine St', 'Columbia', 'SC', '29201');
const MYRTLE_BEACH = place('906 N Ocean Blvd', 'Myrtle Beach', 'SC', '29577');

const TAR_HEEL: readonly DemoReview[] = [
  {
    n: 50,
    firstName: 'Rachel',
    lastName: 'Okafor',
    from: FIVE_POINTS,
    to: CARY,
    daysAgo: 120,
    price: 1640,
    stars: [5, 5, 5, 5],
    text: 'We moved a three-bedroom house from Five Points to Cary on a July morning that hit 96 degrees by ten. The crew of three showed up at 7:55, walked the house with me, and had the floors and door frames covered before the first box moved. Nothing was rushed, nothing was dropped, and the crew lead checked each room with me at the end. The final bill matched the estimate to the dollar. I have moved six times and this was the first time I did not have to unpack a broken plate.',
  },
  {
    n: 51,
    firstName: 'Tom',
    lastName: 'Brandt',
    from: OAKWOOD,
    to: WAKE_FOREST,
    daysAgo: 98,
    price: 1320,
    final: {
      price: 1455,
      adjustments: [
        { line: 'Other', amount: 135, reason: 'An extra hour: the garage held far more than the inventory' },
      ],
    },
    stars: [4, 5, 4, 4],
    text: 'Good crew, careful with our old Oakwood house and its narrow stairs. The bill came in about $135 over the quote because of the garage, and honestly that one is on me: I listed "a few tools" and there was a whole workshop out there. They explained the extra hour on the spot instead of surprising me with it later. Knocking a star because the truck was a bit tight and they had to rearrange twice.',
  },
  {
    n: 52,
    firstName: 'Megan',
    lastName: 'Schultz',
    from: NC_STATE,
    to: TRINITY_PARK,
    daysAgo: 85,
    price: 780,
    stars: [5, 5, 5, 5],
    text: 'Two guys, one hour forty minutes, zero scratches. Already booked them for my sister in August.',
  },
  {
    n: 53,
    firstName: 'Darnell',
    lastName: 'Hughes',
    from: NORTH_HILLS,
    to: GARNER,
    daysAgo: 70,
    price: 1980,
    stars: [2, 1, 4, 2],
    text: 'Our window was 8 to 10 and the crew arrived at 12:40. Nobody called; I found out what was going on only when I phoned the office at eleven. Once they were here the three of them worked hard and nothing was damaged, but we lost half a day, our closing walkthrough had to be moved, and I paid my sitter for the extra hours. The price held, which I appreciate. Communication on the day is the part that needs fixing.',
    answer:
      'Darnell, you are right, and we are sorry. The truck assigned to your move broke down on I-440 that morning and we swapped it from another job, which took far longer than it should have. The real failure was not calling you the moment we knew. Since your move, our dispatcher texts every customer as soon as a crew is running more than 30 minutes late. Thank you for telling us plainly.',
  },
  {
    n: 54,
    firstName: 'Lucia',
    lastName: 'Ferreira',
    from: APEX,
    to: HOLLY_SPRINGS,
    daysAgo: 62,
    price: 1150,
    stars: [5, 5, 5, 4],
    text: 'Moving with a newborn and a toddler is chaos, and this crew made it feel almost calm. They reassembled both cribs and the bunk bed before they left, and the crew lead noticed our dog was nervous and suggested we keep the back door shut while they loaded. Small things like that add up. Only wish the office had confirmed the arrival window a day earlier.',
  },
  {
    n: 55,
    firstName: 'Ben',
    lastName: 'Albright',
    from: BOYLAN,
    to: CHAPEL_HILL,
    daysAgo: 55,
    price: 1420,
    stars: [5, 5, 5, 5],
    text: 'Fantastic move from Boylan Heights to Chapel Hill. Skip the office and call the crew lead Marcus directly on his cell at (919) 555-0187, he told us he does side jobs on weekends for cash and he is cheaper that way. My new neighbor Linda at 522 Weaver Dairy used him too.',
    hidden: 'PERSONAL_DATA',
  },
  {
    n: 56,
    firstName: 'Hannah',
    lastName: 'Cho',
    from: NORTH_HILLS,
    to: WILMINGTON,
    daysAgo: 48,
    price: 3250,
    stars: [4, 4, 5, 3],
    text: 'Long-distance move from Raleigh to Wilmington with a guaranteed flat price, and the price really was flat: no fuel surcharge, no extra for the piano stairs at the new place. Everything arrived in perfect shape, including my grandmother\'s china cabinet, which they crated. The only frustrating part was the delivery window. We were told "morning" and the truck pulled up at 1:30, and it took two calls to learn where it was. Would still use them again for the care alone.',
  },
  {
    n: 57,
    firstName: 'Marcus',
    lastName: 'Bell',
    from: CARY,
    to: OAKWOOD,
    daysAgo: 33,
    price: 960,
    stars: [5, 5, 5, 5],
    text: 'Booked on MoveMatch on a Tuesday, moved on Saturday. The estimate was clear about what was included, the crew wrapped every piece of furniture, and they were out of my new condo in under three hours. Exactly what I paid for.',
    customerRating: {
      inventory: 5,
      access: 4,
      communication: 5,
      note: 'Elevator reserved and a parking pass waiting at the desk. Easy job.',
    },
    answer: 'Thank you, Marcus! Enjoy the new place, and say hello to the front desk team for us.',
  },
  {
    n: 58,
    firstName: 'Sofia',
    lastName: 'Marino',
    from: WAKE_FOREST,
    to: KNIGHTDALE,
    daysAgo: 26,
    price: 1210,
    final: {
      price: 1150,
      adjustments: [{ line: 'Other', amount: -60, reason: 'Finished half an hour early' }],
    },
    stars: [4, 4, 4, 5],
    text: 'Solid, professional move. They finished early and took it off the bill without me asking, which says a lot. One lamp shade got bent in the truck, nothing major.',
    customerRating: { inventory: 5, access: 5, communication: 5, note: '' },
  },
  {
    n: 59,
    firstName: 'Greg',
    lastName: 'Dalton',
    from: GARNER,
    to: FUQUAY,
    daysAgo: 17,
    price: 1050,
    final: {
      price: 1130,
      adjustments: [
        { line: 'Other', amount: 80, reason: 'Upright piano not on the inventory: moved with a dolly and board' },
      ],
    },
    stars: [3, 4, 4, 2],
    text: 'The move itself went fine and the piano made it without a scratch. I did not love finding an $80 piano charge on the final bill. I know I forgot to list it, but the crew saw it at the walkthrough and could have told me the price right there.',
    customerRating: {
      inventory: 2,
      access: 4,
      communication: 3,
      note: 'Upright piano not on the inventory; charged the piano handling fee.',
    },
  },
  {
    n: 60,
    firstName: 'Aisha',
    lastName: 'Grant',
    from: MORRISVILLE,
    to: BOYLAN,
    daysAgo: 12,
    price: 890,
    stars: [5, 5, 5, 5],
    text: 'On time, friendly, fast, and they put the bed frame back together. Five stars.',
    customerRating: {
      inventory: 5,
      access: 5,
      communication: 4,
      note: 'Third floor, but the stairs were as described.',
    },
  },
  {
    n: 61,
    firstName: 'Leo',
    lastName: 'Park',
    from: HOLLY_SPRINGS,
    to: FIVE_POINTS,
    daysAgo: 160,
    price: 1590,
    stars: [5, 5, 5, 5],
    text: 'Second time using Tar Heel and it was as good as the first. Same crew lead, who remembered our sofa would not fit through the side door and brought the hinge pin tool to take the front door off. The whole thing was done by lunchtime.',
  },
  {
    n: 62,
    firstName: 'Irene',
    lastName: 'Coates',
    from: APEX,
    to: CARY,
    daysAgo: 190,
    price: 1270,
    autoConfirmed: true,
    stars: [4, 4, 4, 4],
    text: 'Reliable and reasonably priced. The crew was polite and careful with the hardwood floors. It took a couple of days to get the final invoice by e-mail, otherwise no complaints.',
  },
  {
    n: 63,
    firstName: 'Nora',
    lastName: 'Whitfield',
    from: OAKWOOD,
    to: CARY,
    daysAgo: 6,
    price: 1180,
    stars: [4, 5, 4, 4],
    text: 'Crew was right on time and very careful on our steep front steps. A picture frame glass cracked, which they noted on the paperwork right away. Overall a good experience.',
    blind: true,
  },
];

const BULL_CITY: readonly DemoReview[] = [
  {
    n: 64,
    firstName: 'Elena',
    lastName: 'Vasquez',
    from: TRINITY_PARK,
    to: SOUTHPOINT,
    daysAgo: 44,
    price: 720,
    stars: [5, 5, 5, 5],
    text: 'A short move across Durham, done in two and a half hours. They brought the free wardrobe boxes a week ahead, which saved me a full evening of packing closets.',
  },
  {
    n: 65,
    firstName: 'Chris',
    lastName: 'Whitley',
    from: HOPE_VALLEY,
    to: HILLSBOROUGH,
    daysAgo: 58,
    price: 860,
    stars: [5, 5, 5, 4],
    text: 'Great crew, clearly locals: they knew the back way out of Hope Valley to skip the 15-501 traffic. Everything arrived in the rooms I had labeled. Would have liked a text when they left the old place, but that is a small thing.',
  },
  {
    n: 66,
    firstName: 'Tamika',
    lastName: 'Reed',
    from: SOUTHPOINT,
    to: OAKWOOD,
    daysAgo: 73,
    price: 1240,
    final: {
      price: 1340,
      adjustments: [{ line: 'Other', amount: 100, reason: 'Third-floor walk-up at the new address, not in the quote' }],
    },
    stars: [4, 4, 5, 4],
    text: 'They wrapped every single piece of furniture in plastic and pads, even the cheap bookshelves. The new apartment turned out to be a third-floor walk-up that I had not mentioned, so the price went up $100. Fair enough, they told me before they started carrying.',
  },
  {
    n: 67,
    firstName: 'Owen',
    lastName: 'Gallagher',
    from: CARRBORO,
    to: TRINITY_PARK,
    daysAgo: 91,
    price: 640,
    stars: [5, 5, 5, 5],
    text: 'I needed six weeks of storage between leases and Bull City handled both ends: picked up in Carrboro, kept everything in their climate-controlled warehouse, delivered to Durham on the day I asked. Nothing was musty or damaged after six weeks of August humidity. Highly recommend for the in-between situation.',
  },
  {
    n: 68,
    firstName: 'Mei',
    lastName: 'Lin',
    from: CHAPEL_HILL,
    to: TRINITY_PARK,
    daysAgo: 104,
    price: 980,
    stars: [5, 4, 5, 5],
    text: 'Moved my lab notebooks, two monitors and a very heavy desk without any drama. Arrived about 20 minutes after the window opened, otherwise perfect.',
  },
  {
    n: 69,
    firstName: 'Robert',
    lastName: 'Ames',
    from: TRINITY_PARK,
    to: CARY,
    daysAgo: 127,
    price: 1510,
    stars: [2, 2, 3, 1],
    text: 'The crew lead was friendly and the movers worked hard, but the organization around them was poor. The wardrobe boxes I was promised never came, so my clothes went over in trash bags. The start time moved twice the week before, and when I called the office to ask about a scuffed wall at the new place, nobody called me back. Two stars for the crew, none for the office.',
  },
  {
    n: 70,
    firstName: 'Kendra',
    lastName: 'Moss',
    from: SOUTHPOINT,
    to: CHAPEL_HILL,
    daysAgo: 150,
    price: 1100,
    autoConfirmed: true,
    stars: [4, 5, 4, 4],
    text: 'Efficient and careful. They took apart and rebuilt a sectional I was sure would not make it up the stairs. Paperwork was a bit slow, but the move itself was great.',
  },
  {
    n: 71,
    firstName: 'Sanjay',
    lastName: 'Iyer',
    from: HOPE_VALLEY,
    to: MORRISVILLE,
    daysAgo: 182,
    price: 1380,
    stars: [5, 5, 5, 5],
    text: "We got quotes from four companies and chose Bull City because their written estimate listed exactly what was included: padding, shrink wrap, the truck fee, nothing vague. On the day, three movers arrived ten minutes early. They taped cardboard over the new house's hardwood, carried a 400-pound gun safe down our front steps with a stair climber, and reassembled two beds and a dining table. My mother's glass curio cabinet, which I was dreading, arrived without a single chip. The total matched the quote. If you are moving anywhere in the Triangle, call them.",
  },
];

const QUEEN_CITY: readonly DemoReview[] = [
  {
    n: 72,
    firstName: 'Brianna',
    lastName: 'Holt',
    from: PLAZA_MIDWOOD,
    to: MATTHEWS,
    daysAgo: 47,
    price: 1290,
    stars: [5, 5, 5, 5],
    text: 'Queen City moved our bungalow in Plaza Midwood to Matthews in one morning. The crew was upbeat all day, kept the kids entertained with the hand truck, and left the new garage tidy.',
  },
  {
    n: 73,
    firstName: 'Dev',
    lastName: 'Malhotra',
    from: SOUTH_END,
    to: BALLANTYNE,
    daysAgo: 66,
    price: 1050,
    stars: [4, 3, 5, 4],
    text: 'Careful crew, great with the freight elevator rules in my South End building. They arrived about 45 minutes late because of traffic on South Blvd, but called ahead to say so.',
  },
  {
    n: 74,
    firstName: 'Carla',
    lastName: 'Jimenez',
    from: DILWORTH,
    to: FORT_MILL,
    daysAgo: 88,
    price: 1475,
    stars: [5, 5, 4, 5],
    text: 'Crossed the state line to Fort Mill with no surprises. One chair leg got a small nick, which they pointed out themselves and touched up before leaving.',
  },
  {
    n: 75,
    firstName: 'Walt',
    lastName: 'Pruitt',
    from: DILWORTH,
    to: HUNTERSVILLE,
    daysAgo: 110,
    price: 1820,
    final: {
      price: 2180,
      adjustments: [{ line: 'Other', amount: 360, reason: 'Two extra hours: the kitchen was not packed on arrival' }],
    },
    stars: [3, 4, 3, 2],
    text: "The bill came to $360 more than the quote. Yes, the kitchen wasn't fully packed when they got there, but nobody told me beforehand that packing on the day would cost that much, and I only saw the number at the end. The movers themselves were fine.",
  },
  {
    n: 76,
    firstName: 'Ashley',
    lastName: 'Norris',
    from: NODA,
    to: ROCK_HILL,
    daysAgo: 133,
    price: 1560,
    stars: [5, 5, 5, 5],
    text: 'Best movers I have hired. They packed the whole art studio, canvases and all, and every piece arrived in Rock Hill as it left NoDa.',
  },
  {
    n: 77,
    firstName: 'Paul',
    lastName: 'Jensen',
    from: UPTOWN,
    to: CONCORD,
    daysAgo: 160,
    price: 1400,
    stars: [1, 4, 1, 2],
    text: 'The crew was on time, but my dresser mirror was cracked and the leg of our dining table was snapped off, and neither was padded when I watched them load. Filing the damage claim took five weeks of e-mails and the payout covered about half of the table. I would not hire them again for anything fragile.',
  },
  {
    n: 78,
    firstName: 'Yvonne',
    lastName: 'Parker',
    from: BALLANTYNE,
    to: UPTOWN,
    daysAgo: 205,
    price: 1680,
    autoConfirmed: true,
    stars: [4, 4, 4, 4],
    text: 'Downsized from a house in Ballantyne to a condo uptown. They handled the loading dock reservation with the building and were patient while I decided what to leave behind.',
  },
];

const LOWCOUNTRY: readonly DemoReview[] = [
  {
    n: 79,
    firstName: 'Caroline',
    lastName: 'Pinckney',
    from: WEST_ASHLEY,
    to: MOUNT_PLEASANT,
    daysAgo: 52,
    price: 1350,
    stars: [5, 5, 5, 5],
    text: 'Moved across the Ravenel Bridge in August humidity and these guys never slowed down. They brought extra water, laid runners over the new floors and had the beds made up before leaving.',
  },
  {
    n: 80,
    firstName: 'Luis',
    lastName: 'Ortega',
    from: JAMES_ISLAND,
    to: SUMMERVILLE,
    daysAgo: 79,
    price: 1490,
    stars: [5, 5, 4, 5],
    text: 'Great communication from the first call: the crew lead texted when they left the warehouse and again from the road. A rug got a little damp in a downpour on the way out, but they dried it at the new house.',
  },
  {
    n: 81,
    firstName: 'Jenna',
    lastName: 'Rourke',
    from: DANIEL_ISLAND,
    to: COLUMBIA,
    daysAgo: 101,
    price: 2650,
    stars: [4, 4, 4, 3],
    text: 'Our move to Columbia went well overall. Everything arrived intact and on the day promised. I would have liked more updates during the two-hour drive; I spent a while wondering where the truck was.',
  },
  {
    n: 82,
    firstName: 'Terrence',
    lastName: 'Wilkes',
    from: KING_STREET,
    to: NORTH_CHARLESTON,
    daysAgo: 119,
    price: 990,
    final: {
      price: 1080,
      adjustments: [{ line: 'Other', amount: 90, reason: 'Long carry: the truck had to park two blocks away' }],
    },
    stars: [4, 4, 5, 4],
    text: 'Anyone who has moved out of a King Street walk-up knows there is nowhere to park. They carried everything two blocks and charged a $90 long-carry fee, which they had warned about. Careful and hardworking.',
  },
  {
    n: 83,
    firstName: 'Abby',
    lastName: 'Lowell',
    from: MOUNT_PLEASANT,
    to: SUMMERVILLE,
    daysAgo: 146,
    price: 1710,
    stars: [3, 2, 4, 3],
    text: "The crew started almost two hours late because of a thunderstorm, which is nobody's fault, but nobody told us until we called. Once they got going they were careful and quick.",
  },
  {
    n: 84,
    firstName: 'Frank',
    lastName: 'DeLuca',
    from: SUMMERVILLE,
    to: MYRTLE_BEACH,
    daysAgo: 171,
    price: 2300,
    stars: [5, 5, 5, 5],
    text: 'Retired to Myrtle Beach and Lowcountry made it easy: they packed the whole house over two days, moved on the third, and unpacked the kitchen for my wife. Worth every penny.',
  },
];

/** Tar Heel Moving Co., Bull City Movers, Queen City Relocation, Lowcountry Moving & Storage. */
export const DEMO_REVIEWS: readonly DemoCompanyReviews[] = [
  { companyId: DEMO_COMPANY_ID, reviews: TAR_HEEL },
  { companyId: '01JDSEEDC00000000000000002', reviews: BULL_CITY },
  { companyId: '01JDSEEDC00000000000000003', reviews: QUEEN_CITY },
  { companyId: '01JDSEEDC00000000000000010', reviews: LOWCOUNTRY },
];
