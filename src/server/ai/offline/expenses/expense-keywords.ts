import type { ExpenseCategory } from '../../../../common/expenses/expense-rules.js';

/** One keyword or merchant rule: the words it matches, what it suggests, how strongly, and the usual price range in dollars. */
export interface ExpenseKeyword {
  category: ExpenseCategory;
  /** Matched on normalised text (lower case, plain apostrophes, no accents) as whole words; a plural or possessive also matches. */
  pattern: RegExp;
  /** What the explanation calls it. */
  label: string;
  weight: number;
  range?: readonly [number, number];
}

/**
 * A rule from `|`-separated alternatives. Each alternative must stand as whole words (no letter or digit on
 * either side, so "er" never matches inside "after"), and may take a plural or possessive ending: "doctor"
 * also matches "doctors" and "doctor's", "lunch" matches "lunches".
 */
const rule = (category: ExpenseCategory, words: string, label: string, weight = 3, range?: readonly [number, number]): ExpenseKeyword => ({
  category,
  pattern: new RegExp(`(?<![\\w])(?:${words})(?:'s|s'|s|es)?(?![\\w])`),
  label,
  weight,
  ...(range ? { range } : {}),
});

/*
 * Weights: 5–6 for words that settle the category on their own and must beat a broader word in the same
 * title ("sports physical", "school lunch", "teacher gift", "pet food", "car insurance"); 4 for merchants and
 * strong nouns; 3 for ordinary items; 1–2 for broad words that only decide when nothing better matched
 * ("school", "class", "books", "gift", "insurance", brands that sell several kinds of things).
 *
 * Decisions for the ambiguous cases (also in the README):
 * - school lunch, hot lunch, lunch accounts, cafeteria → food; a lunch box is a school supply → education;
 * - daycare, nursery (UK), before/after-school care, wraparound care, babysitters, nannies, au pairs → other
 *   (childcare); camps, clubs and lessons, even after school, → activities; tutoring → education;
 * - uniforms and all worn clothes, including dancewear and sports clothes, → clothing (ties go to clothing);
 *   sport-specific equipment (cleats, skates, shin guards, pads, rackets, helmets for a sport) → activities;
 *   a bike, a bike helmet or a scooter → other;
 * - toys, video games, in-game currency, streaming and apps for fun → other; language and learning apps → education;
 * - hosting the child's birthday party → activities; a gift for someone else's party → other; a teacher gift → education;
 * - sunscreen, toiletries, diapers and haircuts → other; prescriptions, OTC medicine and supplements → medical;
 * - prom and school events → education, except the outfit (clothing); driver's ed → education; car costs → other.
 */
export const EXPENSE_KEYWORDS: readonly ExpenseKeyword[] = [
  // ── Medical ────────────────────────────────────────────────────────────────────────────────────────────
  rule(
    'medical',
    'cvs|walgreens|rite ?aid|duane reade|pharmacy|pharmacie|pharmcy|drugstore|drug store|chemist|boots pharmacy|lloyds pharmacy|shoppers drug mart|rexall|jean coutu|london drugs|express scripts|optum rx',
    'a pharmacy',
    3,
    [2, 300],
  ),
  rule(
    'medical',
    'prescription|perscription|prescripton|rx|refill|meds?|medicine|medication|medecine|antibiotic|amoxicillin|amoxil|augmentin|azithromycin|z-?pack|cephalexin|keflex|prednisone|prednisolone|steroid|albuterol|inhaler|spacer|epi-?pen|auvi-?q|epinephrine|insulin|ritalin|adderall|concerta|vyvanse|focalin|guanfacine|intuniv|methylphenidate|strattera|zoloft|sertraline|prozac|fluoxetine|lexapro|singulair|montelukast|flovent|pulmicort|tamiflu|eye ointment|antibiotic drops|generic',
    'a prescription or medicine',
    3,
    [2, 300],
  ),
  rule(
    'medical',
    "tylenol|motrin|advil|ibuprofen|ibuprofin|acetaminophen|paracetamol|calpol|nurofen|children's pain reliever|fever reducer|thermometer|vitamin|multivitamin|melatonin|probiotic|fluoride|elderberry|zarbee|pedialyte|electrolyte solution|cough syrup|cough drops|cough medicine|cold medicine|mucinex|robitussin|delsym|triaminic|dimetapp|nyquil|vicks|saline|nasal spray|flonase|nasacort|claritin|zyrtec|allegra|benadryl|antihistamine|hydrocortisone|neosporin|polysporin|aquaphor|eczema cream|diaper rash cream|desitin|ointment|ear drops|eye drops|band-?aid|bandage|gauze|first aid|ice pack|heating pad|humidifier|nebulizer|pulse oximeter|nix|lice|head lice|lice treatment|allergy medicine|antacid|tums|miralax|laxative|stool softener|gripe water|gas drops|teething gel|orajel|imodium|dramamine|motion sickness|otc",
    'an over-the-counter remedy',
    3,
    [2, 150],
  ),
  rule(
    'medical',
    'pediatrician|paediatrician|pediatrican|peditrician|pedatrician|pediatrics|paediatrics|pediatric|paediatric|peds|doctor|docter|doc (?:appt|appointment|visit|office)|dr\\.?|physician|gp|family doctor|nurse practitioner|np visit|check-?up|check up|well visit|well-?child|wellness visit|annual exam|physical|office visit|sick visit|follow-?up visit|appointment with dr|medical appointment|doctor appt|dr appt|consultation',
    'a doctor visit',
    3,
    [10, 400],
  ),
  rule(
    'medical',
    'sports physical|camp physical|school physical|school health form|immunization record',
    'a required physical',
    6,
    [10, 250],
  ),
  rule(
    'medical',
    'co-?pay|copayment|co-?insurance|deductible|out of pocket|out-of-pocket|eob|medical bill|hospital bill|medicaid|chip premium',
    'a copay or insurance cost',
    4,
    [5, 1500],
  ),
  rule(
    'medical',
    'health insurance|medical insurance|dental insurance|vision insurance|insurance premium|health plan|hsa|fsa|health savings',
    'health insurance',
    4,
    [5, 1500],
  ),
  rule('medical', 'insurance', 'insurance', 2, [5, 1500]),
  rule(
    'medical',
    'dentist|dentists|dental|denist|teeth cleaning|dental cleaning|cleaning at the dentist|6-?month cleaning|six month cleaning|cavity|cavities|filling|sealant|crown|tooth extraction|extraction|root canal|pulpotomy|fluoride varnish|oral surgeon|periodontist|endodontist|pediatric dentistry|wisdom teeth|night guard|loose tooth|chipped tooth',
    'the dentist',
    3,
    [20, 1500],
  ),
  rule(
    'medical',
    'orthodontist|orthodontists|orthodontic|orthodontics|orthodentist|orthodonist|ortho|braces|retainer|invisalign|palate expander|expander|rubber bands for braces',
    'orthodontics',
    4,
    [50, 8000],
  ),
  rule(
    'medical',
    'urgent care|urgentcare|walk-?in clinic|minuteclinic|minute clinic|citymd|carenow|patient first|medexpress|er|e\\.r\\.|a&e|emergency room|emergency department|emergency|hospital|hospitalization|stitches|sutures|x-?ray|x ray|broken (?:arm|wrist|leg|ankle|finger|toe|bone|nose|collarbone|foot|hand)|fracture|sprain|concussion|ambulance|paramedic',
    'urgent or emergency care',
    3,
    [20, 3000],
  ),
  rule(
    'medical',
    "eye exam|eye doctor|eye appointment|optometrist|ophthalmologist|optician|glasses|eyeglasses|spectacles|frames|lenses|contacts|contact lenses|contact lens|lens solution|contact solution|warby parker|lenscrafters|pearle vision|specsavers|america's best|1-800 contacts|vision therapy|eye patch|vision test|vision screening",
    'eye care',
    3,
    [20, 600],
  ),
  rule(
    'medical',
    'allergy shots?|flu shot|shots|vaccine|vaccination|vaccinations|immunization|immunisations?|jab|booster shot|covid shot|covid vaccine|hpv|mmr|tdap|meningitis|chickenpox vaccine|chicken pox|chickenpox|travel vaccine',
    'a shot or vaccine',
    3,
    [0, 300],
  ),
  rule(
    'medical',
    'therapy|therapist|therapies|counseling|counselling|counselor|counsellor|psychologist|psychiatrist|psychiatry|psychotherapy|cbt|dbt|play therapy|family therapy|speech therapy|speech therapist|slp|speech-language|occupational therapy|occupational therapist|ot eval|ot session|aba|aba therapy|behavior therapy|behavioral therapy|behavioural|social worker|lcsw|mental health|behavioral health|psych eval|neuropsych|neuropsychological|adhd|autism|asd evaluation|developmental evaluation|feeding therapy|betterhelp|talkspace',
    'therapy or counseling',
    3,
    [20, 3000],
  ),
  rule(
    'medical',
    'physical therapy|physical therapist|physiotherapy|physiotherapist|physio|pt session|pt visit|pt eval|chiropractor|chiropractic|osteopath|sports medicine|orthopedist|orthopaedic|orthopedic|podiatrist|orthotics|knee brace|ankle brace|wrist brace|walking boot|splint|cast|sling|crutches|wheelchair',
    'physical therapy or orthopedics',
    3,
    [10, 2000],
  ),
  rule(
    'medical',
    'surgery|surgeon|surgical|operation|procedure|anesthesia|anaesthesia|tonsillectomy|tonsils|adenoids|adenoidectomy|appendectomy|appendix|ear tubes|circumcision|ent|ent doctor|otolaryngologist|clinic visit|medical clinic|health clinic|pediatric clinic|family clinic|clinic copay|medical center|health center|telehealth|telemedicine|virtual visit|teladoc|mdlive|nurse|nurse line|mri|ct scan|cat scan|ultrasound|ekg|ecg|echocardiogram|eeg|sleep study|cpap|audiologist|audiology|hearing test|hearing aid|hearing aids|ear infection|hospitalist|anesthesiologist',
    'a medical procedure',
    3,
    [20, 5000],
  ),
  rule(
    'medical',
    'lab work|labwork|labs|lab test|blood test|bloodwork|blood work|blood draw|urine test|strep test|strep|throat culture|covid test|flu test|rapid test|allergy test|allergy testing|quest diagnostics|labcorp|pathology|biopsy|dermatologist|dermatology|allergist|allergy|allergies|asthma|eczema|acne|cardiologist|neurologist|endocrinologist|gastroenterologist|gi doctor|urologist|nephrologist|pulmonologist|rheumatologist|geneticist|specialist|infection|virus|flu|covid|strep throat|pink eye|rash|sick|fever|illness|diabetes|glucose monitor|test strips|dexcom|freestyle libre|medical|medical supplies|breast pump|lactation consultant|midwife|ob-?gyn|gynecologist|birth control',
    'medical care',
    3,
    [5, 1500],
  ),
  rule('medical', 'appt|appointment', 'an appointment', 1),

  // ── Education ──────────────────────────────────────────────────────────────────────────────────────────
  rule('education', 'tuition|tution|tuiton|tuition deposit|enrollment deposit|enrolment deposit', 'tuition', 5, [100, 30000]),
  rule(
    'education',
    'textbook|text book|workbook|books|book|reading|novel for english|required reading|summer reading|barnes (?:&|and) noble|indigo|chapters|waterstones|books-a-million|half price books|audible|kindle',
    'books',
    2,
    [5, 500],
  ),
  rule(
    'education',
    'school supplies|school supply|classroom supplies|supply list|notebook|composition book|spiral notebook|pencil|colored pencils|coloured pencils|pen|erasers?|highlighter|markers|dry erase|expo markers|sharpie|crayons|crayola|ticonderoga|binder|folder|loose-?leaf|filler paper|graph paper|index cards|sticky notes|post-?its|staples|office depot|officemax|scissors|glue|glue sticks?|elmer|rulers?|protractor|pencil case|pencil pouch|pencil sharpener|backpack|book bag|bookbag|school bag|lunch box|lunchbox|planner|agenda book|flash drive|usb drive|tissues for class|calculator|ti-?84|ti-?83|graphing calculator|scientific calculator|five star|mead|stationery|stationary|art supplies for school',
    'school supplies',
    3,
    [2, 300],
  ),
  rule('education', 'lunch box|lunchbox|lunch bag', 'a lunch box', 5, [5, 60]),
  rule(
    'education',
    'field trip|class trip|school trip|field day|overnight trip|outdoor school|outdoor ed|outdoor education|class outing|school outing|residential trip|school excursion|excursion',
    'a school trip',
    4,
    [5, 1500],
  ),
  rule(
    'education',
    'tutoring|tutor|tutors|kumon|mathnasium|sylvan|huntington learning|varsity tutors|wyzant|club z|tutor doctor|oxford learning|explore learning|russian school of math|rsm|eye level|code ninjas tutoring|reading specialist|learning center|learning centre|homework help|study skills|test prep|sat prep|act prep|psat|sat tutoring|act tutoring|isee|ssat|shsat|11\\+|eleven plus|princeton review|kaplan|magoosh|prepscholar|math help|reading intervention|dyslexia|orton-?gillingham|educational therapist|academic coach',
    'tutoring',
    4,
    [20, 3000],
  ),
  rule(
    'education',
    'chromebook|laptop|laptops|school laptop|school computer|ipad for school|tablet for school|computer for school|school ipad|chromebook insurance|device fee|technology fee|tech fee|microsoft office|office 365|turnitin|headphones for school|earbuds for school',
    'school technology',
    4,
    [10, 2000],
  ),
  rule(
    'education',
    'school registration|registration for school|enrollment fee|enrolment fee|re-?enrollment|school application|school fees?|school fee|class fee|book fee|book rental|textbook rental|instructional fee|activity fee for school|student fees?|student activity fee|lab fee|materials fee|supply fee|locker fee|locker|parking permit for school|school bus|bus fee|transportation fee|school transport',
    'a school fee',
    4,
    [5, 1500],
  ),
  rule(
    'education',
    'yearbook|year book|school photos?|school pictures?|lifetouch|picture package|ap exam|ap test|ib exam|exam fees?|exam entry|gcse|a-?level|sat registration|act registration|clep|regents|library|library fine|overdue book|lost book|lost textbook|science fair|science project|school project|poster board|tri-?fold|diorama|spelling bee|geography bee|math competition|math olympiad|mathcounts|science olympiad|history day|academic decathlon|quiz bowl|debate tournament|model un|mock trial|odyssey of the mind|destination imagination|homework|report card|parent-teacher|iep|504 plan|psychoeducational|educational evaluation|gifted testing|school counselor',
    'a school cost',
    4,
    [2, 1000],
  ),
  rule(
    'education',
    "pta|pto|ptsa|ptc|parent association|home and school|school fundraiser|fun run|jog-?a-?thon|read-?a-?thon|walk-?a-?thon|school auction|school donation|classroom donation|class donation|annual fund|school gala|teacher gift|teacher gifts|teacher appreciation|gift for (?:the |her |his )?teachers?|teacher's gift|class gift|end of year gift for teacher|class party|classroom party|room parent|box tops|school spirit|spirit day|spirit week|senior dues|class dues|senior trip|grad night|cap and gown|class ring|diploma|transcripts?|honor society|nhs dues",
    'a school event or contribution',
    5,
    [2, 1000],
  ),
  rule(
    'education',
    'preschool|pre-?school|pre-?k|prek|transitional kindergarten|kindergarten|montessori|waldorf|reggio|private school|catholic school|charter school|boarding school|day school|prep school|academy tuition|homeschool|home school|homeschooling|co-?op class|homeschool co-?op|curriculum|semester|trimester|quarter tuition|online course|online class|online classes|virtual school|summer school|summer bridge|credit recovery|dual enrollment|college credit|community college|college|university|dorm|college applications?|common app|college visit|campus visit|campus tour|college tour|529|scholarship|financial aid|fafsa|book fair|scholastic|lab coat|goggles for chemistry|english class|reading program|phonics|handwriting|educational|e-?learning|stem kit|science kit',
    'a school or learning cost',
    3,
    [2, 30000],
  ),
  rule(
    'education',
    'duolingo|rosetta stone|babbel|ixl|prodigy|abcmouse|abc mouse|adventure academy|khan academy|brainpop|reading eggs|mathseeds|epic books|epic! books|starfall|outschool|typing club|typing lessons|raz-?kids|lexia|dreambox|zearn|beast academy|time4learning|k12|connections academy|coursera|edx|brilliant\\.org|quizlet|chegg|newsela|studysync|classdojo plus|math app|reading app|learning app|educational app',
    'a learning app or online school',
    5,
    [0, 1000],
  ),
  rule(
    'education',
    "(?:spanish|french|mandarin|chinese|german|latin|italian|japanese|korean|arabic|hebrew|sign language|asl|esl|english|hindi|portuguese|russian) (?:class|classes|lessons?|tutor|tutoring|course|school|immersion|program|workbook|books?)|hebrew school|chinese school|sunday school|saturday school|cram school|driver's ed|drivers ed|driver ed|driver education|driving school|driving lessons?|driving course|behind-the-wheel|learner's permit test|permit test",
    'a language or driving course',
    6,
    [10, 3000],
  ),
  rule(
    'education',
    'picture day|picture retake|photo retake|fundraiser|prom|prom tickets?|homecoming|school dance|formal tickets|spirit wear|graduation|graduation party',
    'a school event',
    2,
    [2, 500],
  ),
  rule(
    'education',
    'school|schools|scool|class|classes|classroom|teacher|teachers|student|students|academic|academics|homework|exam|exams|test fee|quiz|enrollment|enrolment|admissions|application fee|course|courses|calculus|algebra|geometry|chemistry|biology|physics|math|maths|science|history|education|learning|sat|act',
    'school',
    1,
  ),

  // ── Clothing ──────────────────────────────────────────────────────────────────────────────────────────
  rule(
    'clothing',
    'shoes|shoe|sneakers|sneaker|trainers|runners|running shoes|tennis shoes|boots|snow boots|rain boots|winter boots|wellies|wellingtons|galoshes|sandals|flip-?flops|slippers|crocs|loafers|oxfords|dress shoes|school shoes|mary janes|flats|heels|slides|clogs|moccasins|water shoes|booties|stride rite|payless|dsw|famous footwear|foot locker|journeys|shoe carnival|clarks|skechers|sketchers|converse|vans|new balance|asics|puma|reebok|timberland|ugg|uggs|dr\\.? martens|doc martens|hunter boots|keen|merrell|birkenstock|see kai run|saucony|brooks running|hoka',
    'shoes',
    3,
    [10, 200],
  ),
  rule(
    'clothing',
    "jacket|coat|winter coat|raincoat|rain jacket|parka|puffer|puffer jacket|anorak|snow pants|snowsuit|snow suit|ski jacket|ski pants|bibs|hoodie|hoody|sweater|jumper|cardigan|sweatshirt|sweatpants|joggers|fleece|windbreaker|vest|gilet|mittens|gloves|scarf|beanie|toque|tuque|earmuffs|balaclava|neck warmer|thermals|base layer|long underwear|the north face|north face|patagonia|l\\.?l\\.? ?bean|eddie bauer|canada goose|arc'?teryx|carhartt",
    'outerwear',
    3,
    [10, 300],
  ),
  rule(
    'clothing',
    'uniform|uniforms|school uniform|uniform shop|pe kit|pe uniform|gym uniform|gym clothes|blazer|school tie|school jumper|school sweater|uniform polo',
    'a uniform',
    3,
    [10, 300],
  ),
  rule(
    'clothing',
    'jeans|denim|pants|trousers|khakis|chinos|shorts|skort|shirts?|t-?shirts?|tees|tee shirt|tank tops?|tops|crop top|blouse|polos|polo shirts?|button-?down|dress shirt|turtleneck|leggings|jeggings|dress|dresses|sundress|prom dress|formal dress|gown|skirt|romper|jumpsuit|overalls|dungarees|onesies?|bodysuits?|sleepers|sleep sack|footie|footed pajamas|pajamas|pyjamas|pjs|jammies|nightgown|nightie|robe|bathrobe|socks|sock|dress socks|tights|underwear|undies|underpants|boxers|briefs|panties|bras?|training bras?|sports bras?|undershirt|camisole|swimsuit|swim suit|swimwear|bathing suit|swimming costume|swim trunks|board shorts|rash guard|rashguard|swim shirt|cover-?up|hats?|sun hat|baseball cap|caps|belt|belts|suspenders|tie|bow tie|suit|suits|tux|tuxedo|vest|leotard|leotards|dancewear|costume|costumes|halloween costume|dress-?up|church clothes|easter dress|holiday outfit|christmas outfit',
    'clothes',
    3,
    [3, 300],
  ),
  rule(
    'clothing',
    'clothes|clothing|cloths|outfit|outfits|wardrobe|apparel|garments|back to school clothes|hand-?me-?downs|alterations|tailor|tailoring|hemming|dry cleaning|dry cleaner|name labels|clothing labels',
    'clothes',
    4,
    [10, 500],
  ),
  rule(
    'clothing',
    "old navy|gap|gap kids|gapkids|baby gap|banana republic|h&m|h and m|zara|uniqlo|primark|kohls|kohl's|jcpenney|jc penney|penneys|macy's|macys|nordstrom|nordstrom rack|marshalls|tj ?maxx|tk ?maxx|ross|burlington|carter's|carters|oshkosh|osh kosh|children's place|childrens place|the children's place|gymboree|janie and jack|hanna andersson|cat (?:&|and) jack|justice|abercrombie|hollister|american eagle|aeropostale|pacsun|forever 21|shein|lululemon|athleta|zumiez|hot topic|joe fresh|mini boden|boden|jojo maman bebe|vertbaudet|matalan|george at asda|f&f|marks (?:&|and) spencer|m&s|next kids|la senza|aerie|torrid|lands' end|lands end|tea collection|primary\\.com|frugi|monsoon|clarks|la redoute|simons|ardene|garage clothing|urban outfitters|j\\.?crew|crewcuts|levi's|levis|wrangler|vineyard vines|ralph lauren|polo ralph lauren|tommy hilfiger|calvin klein|hanes|fruit of the loom|jockey|gildan|nike|adidas|under armour|underarmour|lululemon|fabletics",
    'a clothing store or brand',
    3,
    [5, 400],
  ),

  // ── Activities ────────────────────────────────────────────────────────────────────────────────────────
  rule(
    'activities',
    'soccer|football|flag football|pop warner|baseball|t-?ball|tee ball|little league|softball|basketball|aau|hockey|ice hockey|field hockey|ringette|lacrosse|volleyball|tennis|golf|rugby|cricket|netball|track|track and field|cross country|xc|wrestling|fencing|rowing|water polo|diving|pickleball|badminton|table tennis|ping pong|curling|ultimate frisbee|dodgeball|kickball|bowling league|rec league|travel team|intramural|varsity|jv|junior varsity|travel ball|club team|select team|competitive team|athletics|athletic fee|pay to play|pay-to-play|sports fee',
    'a sport',
    3,
    [10, 3000],
  ),
  rule(
    'activities',
    'swim|swimming|swim team|swim club|swim meet|gymnastics|tumbling|trampoline class|parkour|ninja gym|ninja warrior|karate|taekwondo|tae kwon do|judo|jiu-?jitsu|bjj|kung fu|martial arts|boxing|kickboxing|mma|archery|dance|dancing|ballet|tap dance|tap class|jazz class|hip hop|hip-hop|contemporary dance|irish dance|cheer|cheerleading|cheer competition|competition fee|skating|figure skating|ice skating|roller skating|skateboarding|skate park|skiing|ski|snowboarding|snowboard|riding|horseback|horse riding|horse|pony|equestrian|surfing|sailing|kayaking|canoeing|yoga|kids yoga|climbing|rock climbing|bouldering|cycling team|mountain biking|bmx|motocross|dirt bike|fishing|hunting license|golf lessons',
    'a sport or class',
    3,
    [10, 1500],
  ),
  rule(
    'activities',
    'camp|camps|day camp|summer camp|sleepaway camp|sleep-?away camp|overnight camp|spring break camp|winter break camp|holiday camp|holiday club|vacation camp|camp deposit|camp fee|camp registration|specialty camp|sports camp|stem camp|science camp|art camp|music camp|band camp|theater camp|zoo camp|coding camp|vbs|vacation bible school|scout camp|camp week|school break camp|mini camp',
    'camp',
    4,
    [20, 5000],
  ),
  rule(
    'activities',
    'lessons?|private lessons?|piano|guitar|bass guitar|violin|viola|cello|double bass|drums|drum|percussion|flute|clarinet|oboe|bassoon|saxophone|sax|trumpet|trombone|french horn|tuba|ukulele|harp|keyboard lessons|voice lessons|singing|vocal|music|musical|music school|suzuki|recital|(?<!hair |rubber |head |wrist )band(?!-?aids?)|marching band|jazz band|orchestra|symphony|choir|chorus|glee|a cappella|instrument rental|instrument|reeds|valve oil|rosin|sheet music|metronome|music books|music stand|guitar strings|strings for violin|school of rock|music together|kindermusik|musical theatre|musical theater',
    'lessons or music',
    3,
    [10, 1500],
  ),
  rule(
    'activities',
    "cleats|shin guards|shinguards|jersey|jerseys|team fee|team fees|team dues|team photo|team pictures|league|league fee|tournament|tourney|tournaments|equipment|gear|sports equipment|sporting goods|dick's sporting goods|dicks sporting goods|dick's|academy sports|big 5|sport chek|sportchek|decathlon|play it again sports|glove|mitt|catcher's mitt|batting gloves|batting cage|bat|bats|racket|racquet|tennis balls|golf clubs|golf balls|ball|soccer ball|basketball hoop|hockey stick|lacrosse stick|helmet|sports helmet|mouthguard|mouth guard|shoulder pads|knee pads|elbow pads|shin pads|goggles|swim goggles|swim cap|kickboard|skates|ice skates|roller skates|skate sharpening|skis|ski boots|ski rental|snowboard rental|ski pass|season pass|lift tickets?|wetsuit|belt test|belt testing|belt promotion|grading|karate gi|bjj gi|jiu-?jitsu gi|dobok|spikes|track spikes|ballet shoes|tap shoes|jazz shoes|pointe shoes|dance shoes|dance bag|gymnastics grips|chalk bag|harness|climbing shoes|travel team|travel fee|referee|ref fee|umpire|private coach|coaching|trainer session|personal trainer|training session|clinic fee|skills clinic|clinic|tryouts?|try-?out fee|evaluation fee|combine|showcase",
    'sports gear or fees',
    3,
    [5, 1500],
  ),
  rule(
    'activities',
    'art class|art classes|art lessons|painting class|pottery|ceramics|drawing class|sewing class|knitting|crochet|cooking class|baking class|theater|theatre|drama|acting|acting class|improv|audition|play tickets|scouts|scouting|girl scouts|boy scouts|cub scouts|scouts bsa|daisies|girl guides|beavers|cubs|cadets|air cadets|sea cadets|4-h|4h|ffa|boys (?:&|and) girls club|big brothers|youth group|youth ministry|church camp|chess|chess club|club|clubs|club dues|robotics|first lego league|fll|lego robotics|vex|coding class|coding club|code ninjas|minecraft club|stem club|maker space|makerspace|debate club|debate team|model rocket|hobby|hobbies|magic class|circus class|circus school|modeling|pageant|photography class|film camp|esports team|after-?school club|after-?school program|enrichment|enrichment class|extracurricular|extra-?curricular|activity fee|activities fee|membership fee|merit badge|pinewood derby',
    'a club or class',
    3,
    [5, 1500],
  ),
  rule(
    'activities',
    "trampoline|trampoline park|sky zone|skyzone|urban air|altitude trampoline|launch trampoline|rebounderz|defy|get air|bowling|bowling alley|zoo|zoo membership|petting zoo|safari park|aquarium|museum|museums|children's museum|science center|science centre|planetarium|movies?|movie tickets?|cinema|amc|regal|cinemark|cineplex|odeon|vue|cineworld|showcase cinema|imax|drive-?in|amusement park|theme park|water park|waterpark|splash pad|disneyland|disney world|walt disney world|disney park|disney on ice|magic kingdom|epcot|universal studios|six flags|cedar point|legoland|seaworld|busch gardens|knott's|hersheypark|dollywood|kings island|canada's wonderland|alton towers|thorpe park|great wolf lodge|kalahari|mini golf|mini-?golf|minigolf|putt-?putt|go-?karts?|go kart|arcade|dave (?:&|and) buster's|dave and busters|chuck e\\.? cheese|main event|round ?1|laser tag|escape room|roller rink|ice rink|skating rink|public skate|open gym|indoor playground|play place|playplace|soft play|play cafe|bounce house|bouncy castle|jump zone|sky zone|kidtopia|gymboree play|little gym|my gym|pumpkin patch|corn maze|hayride|apple picking|strawberry picking|farm visit|u-pick|fair|county fair|state fair|carnival|circus|rodeo|festival|concert|concert tickets?|show tickets?|theatre tickets|theater tickets|broadway|musical tickets|ballet tickets|nutcracker|symphony tickets|game tickets|tickets to the game|ballgame|baseball game|hockey game|basketball game|football game|monster jam|monster truck|disney on ice|paw patrol live|sesame street live|magic show|puppet show|story time|storytime|library program|nature center|botanical garden|botanic garden|ymca|the y|jcc|rec center|recreation center|community center|community centre|leisure centre|parks and rec|parks and recreation|recreation|pool pass|pool membership|swim pass|family pass|day pass|gym pass|gym membership|climbing gym|season tickets?|annual pass|outing|day trip|excursion with|sledding|tubing|snow tubing|ski trip|ski day|hike|hiking|state park|national park|park pass|camping|campground|campsite|kayak rental|boat rental|bike rental|paintball|airsoft|axe throwing|batting practice|driving range|top golf|topgolf|sleepover|slumber party|playdate|play date|field trip with the family|day out",
    'an outing',
    3,
    [5, 1500],
  ),
  rule(
    'activities',
    'party|birthday party|bday party|b-?day party|party venue|party package|party rental|party supplies|party favors|party favours|goody bags|goodie bags|pinata|balloons|party decorations|invitations|entertainer|face painter|magician|birthday celebration',
    'a party',
    2,
    [5, 1500],
  ),
  rule(
    'activities',
    'chuck e\\.? cheese|(?:cub |boy |girl )?scouts? (?:popcorn|cookies)|girl scout cookies|popcorn sale|cookie sale|dress rehearsal|birthday party at|party at (?:the )?(?:trampoline|bowling|skating|climbing|gym|arcade)',
    'a club event or party venue',
    6,
    [5, 1500],
  ),
  rule(
    'activities',
    'registration|reg fee|sign-?up|sign up fee|dues|season fee|session fee|spring season|fall season|winter season|summer season|program fee|sports|sport|activity|activities|practice',
    'an activity fee',
    2,
    [5, 1500],
  ),

  // ── Food ──────────────────────────────────────────────────────────────────────────────────────────────
  rule(
    'food',
    "groceries|grocery|grocerys|grocieries|grocerries|grocery store|grocery run|food shopping|food shop|weekly shop|big shop|supermarket|market|farmers market|farmer's market|bodega|corner store|convenience store|food co-?op|instacart|shipt|ocado|amazon fresh|walmart grocery|walmart pickup|grocery pickup|grocery delivery|costco run|food bank|wic",
    'groceries',
    4,
    [5, 600],
  ),
  rule(
    'food',
    "whole foods|trader joe|trader joe's|trader joes|kroger|safeway|albertsons|vons|ralphs|fred meyer|king soopers|smith's|fry's|harris teeter|food lion|giant eagle|giant food|stop (?:&|and) shop|shoprite|shop rite|hannaford|price chopper|market basket|meijer|hy-?vee|jewel-?osco|publix|winn-?dixie|piggly wiggly|h-?e-?b|heb|central market|sprouts|natural grocers|fresh market|aldi|lidl|costco|sam's club|sams club|bj's|bjs wholesale|wegmans|tops markets|save-?a-?lot|food 4 less|winco|grocery outlet|stater bros|raley's|smart (?:&|and) final|99 ranch|h mart|hmart|tesco|sainsbury's|sainsburys|asda|morrisons|waitrose|iceland foods|m&s food|co-?op food|loblaws|no frills|nofrills|sobeys|safeway canada|metro grocery|food basics|freshco|real canadian superstore|superstore|save-?on-?foods|zehrs|maxi|iga|provigo|t&t|longos|farm boy|fortinos|whole foods market|target groceries|trader",
    'a grocery store',
    4,
    [5, 600],
  ),
  rule(
    'food',
    'school lunch|school lunches|hot lunch|hot lunches|lunch money|lunch account|lunch balance|lunch card|lunch fund|lunch program|lunch payment|lunch ticket|lunch tickets|lunch|lunches|cafeteria|canteen|school meals?|school dinners|dinner money|meal plan|meal card|myschoolbucks|my school bucks|myPaymentsPlus|mypaymentsplus|linq connect|schoolcafe|school cafe|paypams|parentpay|breakfast program|school breakfast|milk money|snack fee|snack money',
    'school lunches',
    5,
    [2, 200],
  ),
  rule(
    'food',
    "gatorade|powerade|granola|granola bars|juice|juice boxes|capri sun|similac|enfamil|kendamil|gerber|earth's best|happy baby|plum organics|once upon a farm|baby food|baby cereal|puree|purees|pouches|food pouches|teething crackers|puffs|yogurt melts|cereal|oatmeal|fruit|fruits|veggies|vegetables|produce|bananas|apples|berries|strawberries|grapes|milk|whole milk|oat milk|almond milk|bread|eggs|cheese|yogurt|yoghurt|meat|chicken|beef|fish|pasta|rice|peanut butter|jelly|crackers|goldfish|chips|crisps|pretzels|cookies|biscuits|cupcakes|muffins|donuts|doughnuts|bagels|candy|sweets|chocolate|gummies for snack|fruit snacks|treats|ice cream|gelato|froyo|frozen yogurt|smoothie|milkshake|boba|bubble tea|slushie|slurpee|lemonade|soda|water bottles for team|bakery|picnic|sandwich|sandwiches|lunchables|hot dogs|groceries for|birthday cake|cake|snacks|snack|team snacks|halftime snacks|orange slices|concessions|concession stand|snack bar|vending machine|formula|baby formula|infant formula|toddler formula|breast milk|food|foods|meal|meals|meal kit|hellofresh|hello fresh|blue apron|home chef|factor meals|dinner|dinners|breakfast|brunch|supper|takeout|take-?out|takeaway|take-?away|carry-?out|delivery food|eating out|dining out|dine out|restaurant|restaurants|diner|cafe|coffee shop|bistro|buffet|food court|food truck",
    'food',
    4,
    [2, 300],
  ),
  rule(
    'food',
    "chick-?fil-?a|chickfila|mcdonald's|mcdonalds|mcd's|mickey d's|burger king|wendy's|wendys|taco bell|kfc|popeyes|arby's|arbys|sonic|jack in the box|in-n-out|in n out|five guys|shake shack|whataburger|culver's|culvers|dairy queen|dq|carl's jr|hardee's|white castle|steak n shake|raising cane's|canes|zaxby's|wingstop|buffalo wild wings|bww|bdubs|chipotle|qdoba|moe's|panera|panera bread|subway|jersey mike's|jimmy john's|firehouse subs|potbelly|jason's deli|mcalister's|noodles (?:&|and) company|panda express|p\\.?f\\.? chang's|olive garden|applebee's|applebees|chili's|chilis|denny's|dennys|ihop|waffle house|cracker barrel|bob evans|red robin|texas roadhouse|outback|longhorn|red lobster|tgi fridays|ruby tuesday|cheesecake factory|buca di beppo|golden corral|domino's|dominos|pizza hut|papa john's|papa johns|little caesars|round table|mod pizza|blaze pizza|sbarro|cici's|starbucks|dunkin|dunkin donuts|dunkin' donuts|krispy kreme|tim hortons|timmies|costa coffee|caffe nero|pret|pret a manger|greggs|wagamama|nando's|nandos|pizza express|harvester|toby carvery|beefeater|frankie (?:&|and) benny's|zizzi|prezzo|swiss chalet|boston pizza|a&w|east side mario's|the keg|st-?hubert|new york fries|booster juice|jamba|jamba juice|tropical smoothie|smoothie king|cold stone|baskin robbins|baskin-robbins|menchie's|yogurtland|sweet frog|auntie anne's|cinnabon|wetzel's|crumbl|insomnia cookies|doordash|door dash|uber ?eats|ubereats|grubhub|postmates|caviar|deliveroo|just eat|skipthedishes|skip the dishes|fast food|drive-?thru|drive through|burger|burgers|cheeseburger|fries|nuggets|chicken nuggets|chicken tenders|wings|hot dog|taco|tacos|burrito|burritos|quesadilla|nachos|sushi|ramen|pho|pizza|pizzas|pasta night|bbq|barbecue|kebab|shawarma|falafel|fish and chips|chinese food|chinese takeout|thai food|indian food|mexican food|italian food|dim sum|pancakes|waffles|brunch out",
    'eating out',
    4,
    [3, 300],
  ),

  // ── Other ─────────────────────────────────────────────────────────────────────────────────────────────
  rule(
    'other',
    "daycare|day care|day-care|daycares|childcare|child care|child-care|child minding|childminder|child minder|nursery fees|nursery|creche|day nursery|babysitter|babysitters|babysitting|baby sitter|baby-?sitter|babysiter|sitter|sitters|nanny|nannies|nanny share|au pair|mother's helper|mothers helper|after-?school care|afterschool care|after care|aftercare|after-care|before care|before-?school care|beforecare|before and after care|before and after school care|extended day|extended care|wraparound|wrap-?around care|breakfast club|holiday childcare|drop-?in care|drop-?in childcare|date night sitter|parents night out|parents' night out|care\\.com|sittercity|urbansitter|bambino|kindercare|kinder care|bright horizons|la petite|la petite academy|goddard|goddard school|primrose|primrose school|the learning experience|tutor time|kiddie academy|childtime|children's lighthouse|lightbridge academy|ymca childcare|y childcare",
    'childcare',
    6,
    [10, 3000],
  ),
  rule(
    'other',
    'car seat|carseat|infant seat|booster seat|stroller|pushchair|pram|buggy|travel system|jogging stroller|crib|cot|bassinet|moses basket|pack-?n-?play|pack n play|pack and play|playpen|playard|play yard|high chair|highchair|baby monitor|owlet|nanit|baby carrier|ergobaby|baby bjorn|babybjorn|baby swing|bouncer|baby gate|safety gate|outlet covers|babyproofing|baby proofing|changing table|changing pad|diaper bag|diapers|diaper|nappies|nappy|pull-?ups|pullups|training pants|swim diapers|wipes|baby wipes|baby bottles|baby supplies|baby gear|bottle warmer|sterilizer|pacifier|pacifiers|dummy|teether|sippy cup|potty|potty seat|baby bath|baby shampoo|baby lotion|buybuy baby|buy buy baby|babies r us|toys r us',
    'baby gear',
    4,
    [2, 1000],
  ),
  rule(
    'other',
    'toys?|legos?|lego set|duplo|playmobil|barbie|dolls?|doll house|dollhouse|action figures?|hot wheels|nerf|stuffed animal|plush|squishmallow|squishmallows|puzzle|puzzles|board games?|card games?|pokemon cards|pokemon|trading cards|magna-?tiles|play-?doh|slime|fidget|kite|bubbles|sidewalk chalk|sandbox|swing set|playset|bike|bikes|bicycle|balance bike|training wheels|bike helmet|bicycle helmet|scooter|scooters|hoverboard|video games?|videogame|game console|console|nintendo|switch game|nintendo switch|xbox|playstation|ps4|ps5|wii|steam|steam deck|roblox|robux|fortnite|v-?bucks|minecraft|minecoins|game pass|in-?app purchase|app store|apple store|itunes|google play|streaming|netflix|hulu|disney ?plus|disney\\+|spotify|apple music|youtube premium|youtube kids|paramount\\+|paramount plus|peacock|max subscription|subscription|subscriptions|audible for fun|kindle unlimited|toy store|target toys|smyths|the entertainer|mastermind toys|walmart toys',
    'toys, games or entertainment at home',
    3,
    [2, 800],
  ),
  rule(
    'other',
    'phone|phones|iphone|cell|cell phone|cellphone|mobile|mobile phone|smartphone|phone bill|phone plan|cell bill|data plan|sim card|verizon|at&t|att|t-?mobile|mint mobile|cricket wireless|boost mobile|metro by t-mobile|google fi|tracfone|straight talk|rogers wireless|telus|koodo|freedom mobile|virgin mobile|public mobile|o2|vodafone|three mobile|giffgaff|gabb|gabb phone|bark|bark phone|troomi|pinwheel|apple watch|smartwatch|smart watch|gizmo|gizmowatch|tablet|ipad|kindle fire|fire tablet|airpods|headphones|earbuds|charger|phone case|screen protector|screen repair|cracked screen|phone screen|phone repair|applecare|laptop repair|computer repair|internet|wifi|best buy|electronics|camera',
    'a phone or electronics',
    3,
    [2, 1500],
  ),
  rule(
    'other',
    "haircut|hair cut|haircuts|hair-?cut|barber|barbershop|salon|hair salon|great clips|supercuts|sport clips|cookie cutters|snip its|hair|hair ties|hair products|braids|braiding|nails|manicure|pedicure|ear piercing|piercing|toiletries|shampoo|conditioner|body wash|soap|toothpaste|toothbrush|electric toothbrush|floss|deodorant|lotion|sunscreen|sunblock|sun cream|suncream|spf|bug spray|insect repellent|bug repellent|mosquito spray|lip balm|chapstick|skincare|skin care|face wash|makeup|cosmetics|razor|razors|period products|pads and tampons|tampons|feminine products|sephora|ulta|bath and body works|claire's|claires|glasses cleaner|laundry|laundry detergent|detergent|hangers|household|cleaning supplies|paper towels|toilet paper",
    'personal care or household supplies',
    3,
    [2, 300],
  ),
  rule(
    'other',
    "furniture|bed|beds|bunk beds?|loft bed|toddler bed|bed frame|mattress|mattresses|mattress protector|bedding|sheets|comforter|duvet|quilt|pillow|pillows|blanket|blankets|weighted blanket|dresser|chest of drawers|wardrobe closet|bookshelf|bookcase|nightstand|desk|desk chair|gaming chair|bean bag|lamp|night light|nightlight|curtains|blackout curtains|rug|room decor|bedroom|nursery furniture|ikea|wayfair|pottery barn kids|pottery barn|ashley furniture|room makeover|paint for room|storage bins|closet organizer|home depot|lowe's|lowes",
    'furniture or home',
    3,
    [5, 2500],
  ),
  rule(
    'other',
    'bus pass|bus fare|bus ticket|transit|transit pass|metro card|metrocard|metrocard refill|oyster card|presto card|presto|compass card|clipper card|charliecard|ventra|smartrip|train|train tickets?|amtrak|via rail|rail|flight|flights|airfare|air fare|plane tickets?|airline|airlines|baggage fee|checked bag|unaccompanied minor|unaccompanied minor fee|southwest|delta|united airlines|american airlines|jetblue|air canada|westjet|british airways|easyjet|ryanair|airport|airport parking|uber|lyft|taxi|cab|cab fare|car service|gas|gasoline|fuel|petrol|diesel|mileage|parking|parking fee|parking ticket|toll|tolls|ez-?pass|e-?zpass|fastrak|sunpass|407 etr|congestion charge|rental car|car rental|hertz|enterprise|avis|car seat rental|exchange drive|custody exchange|drop-?off drive|pick-?up drive',
    'transport or travel',
    3,
    [2, 2000],
  ),
  rule(
    'other',
    "car insurance|auto insurance|car payment|car repair|car maintenance|oil change|tires|tyres|new tires|car registration|vehicle registration|license plate|driver's license|drivers license|driving licence|learner's permit|learners permit|teen driver|first car|used car|phone insurance|device insurance|renter's insurance|renters insurance|life insurance|travel insurance|pet insurance",
    'a car or other insurance',
    6,
    [5, 5000],
  ),
  rule(
    'other',
    'hotel|motel|airbnb|vrbo|lodging|accommodation|vacation|vacation rental|holiday|holidays|family trip|trip to|visit to grandma|visit grandparents|cruise|resort|luggage|suitcase|carry-?on|backpack for travel|passport|passport photos?|passport renewal|visa|travel|travel documents|birth certificate|social security card|id card|state id',
    'travel or documents',
    3,
    [5, 5000],
  ),
  rule(
    'other',
    'pet|pets|dog|puppy|cat|kitten|hamster|guinea pig|fish tank|aquarium supplies|vet|veterinarian|vet bill|pet food|dog food|cat food|kibble|cat litter|dog walker|pet sitter|grooming|dog grooming|petsmart|petco|pets at home|pet store|pet supplies',
    'a pet',
    3,
    [5, 1500],
  ),
  rule(
    'other',
    'pet food|dog food|cat food|vet bill|vet visit|dog walker|pet sitter|fish tank|pet supplies|aquarium supplies',
    'pet care',
    6,
    [5, 1500],
  ),
  rule('other', 'birthday gift|birthday present|christmas gift|christmas present|gift for|present for|party gift', 'a gift', 5, [2, 500]),
  rule('other', 'bike helmet|bicycle helmet|scooter helmet|bike lock|bike repair|bike tune-?up', 'a bike or scooter', 6, [5, 1500]),
  rule(
    'other',
    'gift|gifts|present|presents|birthday gift|birthday present|christmas gift|christmas presents|holiday gifts|hanukkah gifts|eid gifts|wedding gift|baby shower gift|gift bag|gift wrap|wrapping paper|greeting card|birthday card|flowers|bouquet|donation|charity|church offering|tithe',
    'a gift or donation',
    3,
    [2, 500],
  ),
  rule(
    'other',
    'allowance|pocket money|spending money|savings account|savings|bank account|debit card|greenlight|gohenry|go henry|busykid|step card|venmo|paypal|cash app|zelle|tooth fairy|e-?transfer|interac|child support|reimbursement|reimburse|lawyer|attorney|solicitor|mediator|mediation|court|court fees|filing fee|guardian ad litem|custody|custody evaluation|parenting class|co-?parenting class|co-?parenting app|ourfamilywizard|talkingparents|notary|legal fees|legal|tax prep|accountant|life360|airtag|gps tracker|smoke detector|home security|movers|moving truck|u-?haul|storage unit|rent|utilities|electric bill|water bill|internet bill|dollar store|dollar tree|five below|walmart|target|amazon|costco online|ebay|etsy',
    'a household cost',
    2,
    [2, 2000],
  ),
];
