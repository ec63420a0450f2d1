/**
 * The words of the demo site: its blog posts, gallery captions and page texts, written as a
 * small ceramics studio would write them. Kept apart from the code that stores them.
 */

const DAY = 24 * 60 * 60 * 1000;

export const DEMO_SITE_TITLE = 'Stoa Studio';

export const DEMO_SETTINGS = {
  siteTagLine: 'Small-batch ceramics and goods for slow mornings',
  siteDescription: 'Stoa Studio makes wheel-thrown stoneware, candles and prints in a small studio by the harbour in Portland, Maine, and teaches wheel-throwing on Saturdays.',
  contactEmail: 'hello@stoastudio.example',
  contactPhoneNumber: '+1 207 555 0142',
  location: {
    addressTitle: 'Stoa Studio',
    addressLine1: '14 Harbor Lane',
    addressLine2: 'Portland, ME 04101',
    addressCountry: 'United States',
    mapLat: 43.6563,
    mapLng: -70.2486,
  },
  socialAccounts: [
    { serviceName: 'Instagram', profileUrl: 'https://www.instagram.com/stoastudio.example' },
    { serviceName: 'Pinterest', profileUrl: 'https://www.pinterest.com/stoastudio.example' },
    { serviceName: 'YouTube', profileUrl: 'https://www.youtube.com/@stoastudio.example' },
  ],
};

export interface DemoPost {
  urlId: string;
  title: string;
  image: string;
  excerpt: string;
  body: string;
  tags: string[];
  categories: string[];
  author: string;
  /** How long before the demo's creation the post was published. */
  age: number;
}

export const DEMO_POSTS: DemoPost[] = [
  {
    urlId: 'what-the-kiln-taught-us',
    title: 'What the kiln taught us this autumn',
    image: 'ceramic-mug-charcoal.jpg',
    excerpt: 'Three firings, one cracked shelf and a new charcoal glaze we are very pleased with.',
    body:
      '<p>Every autumn we fire more often than at any other time of the year, and every autumn the kiln finds a new way to humble us. This year it was a kiln shelf that cracked clean across during a glaze firing, taking a row of sage mugs with it.</p>' +
      '<p>The happier lesson came from the next load. We had been testing a darker version of our speckled glaze, and a slower cool, about 80 degrees an hour through the last stretch, let the iron in the clay bloom into soft grey freckles. That is the charcoal you now see in the shop.</p>' +
      '<h2>What we changed</h2><ul><li>We now fire the glaze load with a 20 minute hold at the top.</li><li>Shelves are checked and washed after every third firing.</li><li>Every new glaze goes on twelve test tiles before it goes near a mug.</li></ul>',
    tags: ['kiln', 'glaze', 'ceramics'],
    categories: ['Studio'],
    author: 'Maya Okafor',
    age: 3 * DAY,
  },
  {
    urlId: 'a-weekend-on-the-quiet-coast',
    title: 'A weekend on the quiet coast',
    image: 'quiet-coast.jpg',
    excerpt: 'Dune grass, low light and a notebook full of colours for next year.',
    body:
      '<p>Once the workshops pause for the season we close the studio for a weekend and drive up the coast. No phones on the beach, one sketchbook each, and a rule that every drawing has to be finished in ten minutes.</p>' +
      '<p>We came home with pages of pale greens, wet sand and the silver of the sea at four in the afternoon. Some of it will become glazes; some of it, we suspect, will stay in the sketchbook, which is fine too.</p>' +
      '<blockquote><p>The light on the water did most of the work. We just tried to keep up.</p></blockquote>',
    tags: ['travel', 'colour', 'drawing'],
    categories: ['Inspiration'],
    author: 'Jonas Berg',
    age: 12 * DAY,
  },
  {
    urlId: 'choosing-colours-for-winter',
    title: 'Choosing the colours for the winter collection',
    image: 'color-field-warm.jpg',
    excerpt: 'How a wall of swatches, a lot of tea and one strong opinion became four glazes.',
    body:
      '<p>Our colour meetings start with a wall. Everyone pins up whatever caught their eye that month: a tile, a scrap of fabric, a leaf, a photograph of a door in Lisbon. Then we stand back and look for the colours that keep turning up.</p>' +
      '<p>This winter it was terracotta, sand and a dusty rose, with a deep plum to hold them together. Over the next weeks they will go through the same tests as every glaze: twelve tiles, three firings and a month of daily use in our own kitchen.</p>' +
      '<p>The first pieces will be in the shop in February. If you want to see them sooner, the workshop bowls are glazed in whatever we are testing that week.</p>',
    tags: ['colour', 'glaze'],
    categories: ['Making'],
    author: 'Maya Okafor',
    age: 26 * DAY,
  },
  {
    urlId: 'slow-mornings-reading-list',
    title: 'Slow mornings: a short reading list',
    image: 'mountains-at-dusk.jpg',
    excerpt: 'Five books we keep by the wheel for the minutes while the coffee brews.',
    body:
      '<p>People ask what we read in the studio. Mostly glaze recipes, honestly, but there are a few books that live on the shelf by the wheel and get picked up while the coffee brews.</p>' +
      '<ol><li>A potter\'s memoir about forty years at the same wheel.</li><li>A field guide to the birds of the Maine coast.</li><li>An old book of Japanese folk craft, bought in a second-hand shop in Boston.</li><li>A cookbook of slow breakfasts.</li><li>A collection of short poems about weather.</li></ol>' +
      '<p>None of them will make you a better potter. All of them make the morning better.</p>',
    tags: ['books', 'mornings'],
    categories: ['Inspiration'],
    author: 'Jonas Berg',
    age: 41 * DAY,
  },
];

export interface DemoPicture {
  image: string;
  title: string;
  caption: string;
}

/** The gallery: the wide pictures, then two from the studio. */
export const DEMO_GALLERY: DemoPicture[] = [
  { image: 'studio-shelf.jpg', title: 'The shelf by the window', caption: 'Where finished pieces wait for their photographs.' },
  { image: 'mountains-at-dusk.jpg', title: 'Mountains at dusk', caption: 'From a drive home in October; the start of our winter palette.' },
  { image: 'quiet-coast.jpg', title: 'The quiet coast', caption: 'Dune grass and low light, an hour north of the studio.' },
  { image: 'color-field-warm.jpg', title: 'Warm field', caption: 'Glaze study: terracotta, sand and rose.' },
  { image: 'color-field-cool.jpg', title: 'Cool field', caption: 'Glaze study: sage, slate and mist.' },
  { image: 'stoneware-bowls.jpg', title: 'Workshop bowls', caption: 'Two bowls from a Saturday workshop, glazed in sage.' },
  { image: 'house-plant.jpg', title: 'Terracotta', caption: 'An unglazed pot from the first firing of the year.' },
];

export const HOME_INTRO =
  '<h2>From our wheel to your table</h2>' +
  '<p>We are a studio of three potters by the harbour in Portland, Maine. Everything in the shop is made here in small batches: mugs and bowls thrown on the wheel, candles poured by hand, prints drawn at the big table by the window.</p>' +
  '<p>On Saturdays the wheels are yours. Come to a workshop, make two bowls and let us fire them for you.</p>';

export const ABOUT_TEXT =
  '<h1>Our story</h1>' +
  '<p>Stoa Studio began in 2019 in a rented garage with one second-hand wheel and a kiln that needed three tries to reach temperature. Today we share a bright old net loft on Harbor Lane with two wheels, a bigger kiln and a long table where everything is glazed, packed and, on Saturdays, taught.</p>' +
  '<p>We make things to be used every day. A mug should sit well in the hand, a bowl should stack, a candle should burn to the bottom. If something we make chips, tell us: we would rather learn from it than have it sit in a cupboard.</p>' +
  '<h2>How we work</h2>' +
  '<ul><li>Small batches, thrown and trimmed by hand.</li><li>Lead-free glazes, tested for a month in our own kitchen.</li><li>Plastic-free packing: paper, card and old newspapers from the neighbours.</li></ul>';

export const FAQ_TEXT =
  '<h1>Frequently asked questions</h1>' +
  '<h3>How long does shipping take?</h3><p>Orders leave the studio within three working days and usually arrive within a week anywhere in the United States. Personalised totes take five to seven days to make.</p>' +
  '<h3>Are your mugs dishwasher safe?</h3><p>Yes. Everything we glaze is fired to stoneware temperature and is dishwasher and microwave safe.</p>' +
  '<h3>Can I return something?</h3><p>Within 30 days, unused and in its packing. Personalised items and opened candles cannot be returned.</p>' +
  '<h3>Do I need experience for a workshop?</h3><p>None at all. Wear clothes that can get muddy; we provide aprons, clay and tools.</p>';

export const CONTACT_TEXT =
  '<h1>Come and see us</h1>' +
  '<p>The studio shop is open Thursday to Saturday, 10 am to 5 pm. Ring the bell if the door is closed: we are probably in the back at the wheel.</p>' +
  '<p><strong>Stoa Studio</strong><br>14 Harbor Lane<br>Portland, ME 04101</p>' +
  '<p>Email <a href="mailto:hello@stoastudio.example">hello@stoastudio.example</a> or call <a href="tel:+12075550142">+1 207 555 0142</a>. We answer within a working day.</p>' +
  '<p>For wholesale and commissions, write to us with a few words about your shop or project.</p>';
