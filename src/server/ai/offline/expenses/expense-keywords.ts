import type { ExpenseCategory } from '../../../../common/expenses/expense-rules.js';

/** One keyword or merchant rule: the words it matches, what it suggests, how strongly, and the usual price range in dollars. */
export interface ExpenseKeyword {
  category: ExpenseCategory;
  /** Matched on lower-cased text with plain apostrophes, at word boundaries. */
  pattern: RegExp;
  /** What the explanation calls it. */
  label: string;
  weight: number;
  range?: readonly [number, number];
}

const rule = (category: ExpenseCategory, words: string, label: string, weight = 3, range?: readonly [number, number]): ExpenseKeyword => ({
  category,
  pattern: new RegExp(`\\b(?:${words})\\b`),
  label,
  weight,
  ...(range ? { range } : {}),
});

export const EXPENSE_KEYWORDS: readonly ExpenseKeyword[] = [
  // Medical: pharmacies, doctors, dentists, therapy, insurance words.
  rule('medical', 'cvs|walgreens|rite ?aid|pharmacy|drugstore', 'a pharmacy', 3, [2, 300]),
  rule('medical', 'prescriptions?|rx|refill|amoxicillin|antibiotics?|medicines?|medications?', 'a prescription or medicine', 3, [2, 300]),
  rule('medical', 'tylenol|motrin|advil|ibuprofen|thermometer|inhaler|epipen|vitamins?', 'an over-the-counter remedy', 3, [3, 150]),
  rule('medical', 'pediatrician|pediatric|doctor|dr\\.?|physician|physical|check-?up|well visit', 'a doctor visit', 3, [10, 400]),
  rule('medical', 'co-?pays?|deductible|insurance|coinsurance', 'a copay or insurance cost', 3, [5, 500]),
  rule('medical', 'dentist|dental|cleaning|cavity|fillings?', 'the dentist', 3, [20, 1500]),
  rule('medical', 'orthodontist|orthodontic|braces|retainer|invisalign', 'orthodontics', 4, [50, 8000]),
  rule('medical', 'urgent care|er|emergency room|hospital|stitches|x-?ray|broken', 'urgent or emergency care', 3, [20, 3000]),
  rule('medical', 'eye exam|optometrist|ophthalmologist|glasses|contacts|contact lenses', 'eye care', 3, [20, 600]),
  rule('medical', 'allergy shots?|flu shot|vaccines?|vaccinations?|immunizations?', 'a shot or vaccine', 3, [0, 300]),
  rule(
    'medical',
    'therapy|therapist|counseling|counselor|psychologist|psychiatrist|speech therapy|occupational therapy',
    'therapy or counseling',
    3,
    [20, 300],
  ),
  rule(
    'medical',
    'surgery|surgeon|procedure|ent|ear tubes|clinic|telehealth|nurse|mri|ultrasound|ambulance|chiropractor|audiologist|hearing aids?|splint|cast|crutches',
    'a medical procedure',
    3,
    [20, 5000],
  ),
  rule(
    'medical',
    'claritin|zyrtec|benadryl|band-?aids|bandages|first aid|cough syrup|ointment|eczema cream|ear drops|eye drops|nebulizer|lice|asthma|adhd|mental health|hsa|fsa',
    'a health product or treatment',
    3,
    [3, 400],
  ),
  rule('medical', 'lab work|labs|blood test|dermatologist|allergist|specialist|infection|sick|fever', 'medical care', 3, [10, 800]),

  // Education: school fees, books, supplies, tutoring.
  rule('education', 'tuition', 'tuition', 5, [100, 30000]),
  rule('education', 'textbooks?|workbooks?|books?|reading', 'books', 2, [5, 500]),
  rule(
    'education',
    'school supplies|supplies|notebooks?|pencils?|binders?|folders?|crayons|markers|staples',
    'school supplies',
    3,
    [2, 200],
  ),
  rule('education', 'field trip|class trip|school trip', 'a school trip', 4, [5, 1500]),
  rule('education', 'tutoring|tutor|kumon|mathnasium|sylvan|sat prep|act prep|test prep', 'tutoring', 4, [20, 1500]),
  rule('education', 'calculator|chromebook|laptop|ipad for school|school computer', 'school technology', 3, [10, 1500]),
  rule('education', 'school registration|enrollment|registration fee|school fees?|school fee', 'a school fee', 3, [5, 1000]),
  rule(
    'education',
    'yearbook|school photos?|picture package|ap exam|exam fee|library|science fair|preschool|pre-k|homework',
    'a school cost',
    3,
    [2, 1000],
  ),
  rule(
    'education',
    'graduation|cap and gown|diploma|transcripts?|semester|course|curriculum|homeschool|montessori|book fair|scholastic|lab fee|online class|college applications?|college visit|outdoor school|rulers?|glue sticks?|pencil case|educational',
    'a school or learning cost',
    3,
    [2, 2000],
  ),
  rule('education', 'school|class|teacher', 'school', 1),

  // Clothing: garments, shoes and the usual stores.
  rule('clothing', 'shoes|sneakers|boots|sandals|flip flops|slippers|crocs', 'shoes', 3, [10, 200]),
  rule('clothing', 'jacket|coat|raincoat|parka|snow pants|snowsuit|hoodie|sweater|sweatshirt|sweatpants', 'outerwear', 3, [15, 250]),
  rule('clothing', 'uniforms?', 'a uniform', 3, [10, 250]),
  rule(
    'clothing',
    'jeans|pants|khakis|shorts|shirts?|t-?shirts?|tees|leggings|dress|skirt|pajamas|pjs|socks|underwear|onesies|swimsuit|bathing suit|gloves|mittens|hat',
    'clothes',
    3,
    [3, 200],
  ),
  rule(
    'clothing',
    'tights|leotard|costume|scarf|beanie|tie|suit|polos?|cardigan|blouse|overalls|vest|fleece|windbreaker|swim trunks|bras?',
    'clothes',
    3,
    [3, 200],
  ),
  rule('clothing', "lands' end|nike|adidas|under armour|old navy|primark|uniqlo|burlington|ross", 'a clothing brand or store', 2, [5, 300]),
  rule('clothing', 'clothes|clothing|outfit', 'clothes', 4, [10, 400]),
  rule(
    'clothing',
    "old navy|gap|kohls|kohl's|h&m|carter's|carters|children's place|zara|nordstrom|marshalls|tj ?maxx",
    'a clothing store',
    3,
    [5, 400],
  ),

  // Activities: sports, lessons, camps, outings.
  rule(
    'activities',
    'soccer|baseball|little league|softball|basketball|football|hockey|lacrosse|volleyball|tennis|golf',
    'a sport',
    3,
    [10, 1000],
  ),
  rule(
    'activities',
    'swim|swimming|gymnastics|karate|taekwondo|martial arts|dance|ballet|cheer|skating|skiing|riding|horse',
    'a sport or class',
    3,
    [10, 800],
  ),
  rule('activities', 'camps?|day camp|summer camp', 'camp', 4, [50, 3000]),
  rule('activities', 'lessons?|piano|guitar|violin|drums|music|recital|band|orchestra|choir', 'lessons or music', 3, [15, 600]),
  rule(
    'activities',
    'cleats|shin guards|jersey|team fee|league|tournament|equipment|glove|bat|racket|helmet',
    'sports gear or fees',
    3,
    [10, 500],
  ),
  rule('activities', 'art class|theater|theatre|drama|scouts|chess|club|robotics|coding class', 'a club or class', 3, [5, 800]),
  rule(
    'activities',
    'trampoline|bowling|zoo|museum|aquarium|movies?|movie tickets|amusement|theme park|water park|mini golf',
    'an outing',
    3,
    [5, 400],
  ),
  rule(
    'activities',
    'ice skates|skates|climbing|bouldering|gym pass|ski|skis|lift tickets?|snowboard|travel team|ymca|rec center|arcade|laser tag|escape room|concert tickets?|sleepover|paintball|fishing|summer program|recreation|sports',
    'a sport or outing',
    3,
    [5, 1500],
  ),
  rule('activities', 'party|birthday party|registration', 'an event', 2, [10, 500]),

  // Food: groceries, school meals, eating out.
  rule('food', 'groceries|grocery|supermarket', 'groceries', 4, [10, 400]),
  rule(
    'food',
    "whole foods|trader joe's|trader joes|kroger|safeway|aldi|publix|costco|sam's club|wegmans|heb",
    'a grocery store',
    4,
    [10, 500],
  ),
  rule('food', 'lunch money|lunch account|lunch|cafeteria|school meals?|meal plan', 'school lunches', 4, [2, 200]),
  rule(
    'food',
    'gatorade|granola|juice|similac|enfamil|cereal|fruit|produce|treats|ice cream|bakery|picnic|sandwich(?:es)?|lunchables',
    'food',
    4,
    [2, 200],
  ),
  rule(
    'food',
    "chick-fil-a|mcdonald's|mcdonalds|burger|chipotle|starbucks|doordash|uber ?eats|grubhub|fast food|drive-?thru|diner|cafe|taco|sushi",
    'eating out',
    4,
    [5, 200],
  ),
  rule('food', 'snacks?|formula|baby food|milk|cake|pizza|dinner|breakfast|restaurant|takeout|food|meals?', 'food', 4, [2, 250]),

  // Other: childcare, transport, phones, grooming, gear.
  rule(
    'other',
    'daycare|day care|childcare|child care|babysitter|babysitting|nanny|after-school|after school care|sitter',
    'childcare',
    5,
    [10, 2500],
  ),
  rule('other', 'car seat|booster seat|stroller|crib|high chair|baby monitor|diapers|wipes', 'baby gear', 3, [5, 600]),
  rule('other', 'kinder ?care|bright horizons|la petite|goddard|nanny share|au pair|camp bus', 'childcare', 5, [10, 2500]),
  rule(
    'other',
    'pack-?n-?play|playpen|bassinet|toys?|legos?|video games?|nintendo|xbox|playstation|pet|vet|screen repair|phone case|toiletries|shampoo|salon|nails|furniture|bed|mattress|bedding|luggage|suitcase|subscription|tolls?|train|flight|airfare|plane tickets?',
    'a household or personal cost',
    3,
    [2, 800],
  ),
  rule(
    'other',
    'phone|cell|haircut|barber|bus pass|transit|gas|mileage|parking|uber|lyft|passport|allowance|gift|present|bike',
    'a household cost',
    3,
    [2, 500],
  ),
];
