"""The router's cue table: the wording that tells which *type* of memory a request asks for.

The topic words of a request ("the migration") say little about the type it needs; its grammar
says a lot, and grammar is shared by every request in a language. So each cue below is a
grammatical or lexical form, not a phrase from some task:

* episodic: questions about the past: "what happened", "when did", "did we ever", "the last
  time", an account asked for ("remind me", "walk me through"), event nouns, past-tense verbs,
  "why did" (the cause of one past event);
* episodic also: a remembered occasion ("I remember when", "ti ricordi"), a story asked for;
* procedural: modality and intent in the first person: "should I", "can we", "is it ok to", "how
  do I", "what do I need to do", norm nouns ("rule", "policy"), announced actions ("I'm about
  to", "going to", "I want to", a gerund opening a statement: "Adding a helper to..."), and
  instructions (an imperative verb or a command line opening the request: "Fix the...", "git
  push ...");
* personalized: a person as the subject of a preference verb ("does <principal> like", "what
  does she want"), preference nouns, a principal's opinion ("<principal>'s take", "according to
  <principal>"), an action aimed at the principal ("ping <principal>");
* environment-dynamics: amounts and durations ("how long", "latency"), conditionals and the
  future ("what happens if", "will it", "when will"), states ("is X installed"), expectations,
  consequences and reactions;
* semantic: "why" in the present, how something works or is arranged, what is used or known,
  generalisations ("usually", "in general"), and plain present-tense wh-questions (weakly).

Each form is written for English, French, German, Spanish and Italian (some Portuguese), the
languages this project's principals write in; technical words stay in English as people leave
them. Text is matched lower-cased with accents removed, so patterns are written without accents.
`{person}` stands for the principals the store knows plus pronouns and roles, `{name}` for the
principals alone (both filled in from the index at run time).
"""

from __future__ import annotations

from memory_engine import rxcache
from memory_engine.records import tiers as T

TYPE_CHECKING = False  # not `from typing`: importing typing costs milliseconds per hook run
if TYPE_CHECKING:
    import re
    from typing import Any

    # one alternative of a cue: (source, anchors, lead), see cueindex.py
    Branch = tuple[str, tuple[str, ...] | None, tuple[int, tuple[str, ...]] | None]

E, S, P, U, V = T.EPISODIC, T.SEMANTIC, T.PROCEDURAL, T.PERSONALIZED, T.ENVIRONMENT

PEOPLE = ("he", "she", "they", "the user", "the principal", "my boss", "the boss", "the owner",
          "the lead", "the client", "the customer")
NEVER = "(?!x)x"  # an alternation that matches nothing, for a store without principals

# (tier, weight, label, pattern). A label names the form; "(fr)" etc. names the language.
CUES: tuple[tuple[str, float, str, str], ...] = (
    # -- episodic: the past ----------------------------------------------------------------
    (E, 2.0, "asks what happened",
     r"\bwhat (?:happened|went wrong|broke|did (?:we|you|i|they|he|she|it)\b)|\bwhat was (?:the|"
     r"that) (?:outcome|result|problem|issue|story)\b|\bhow did (?:[\w./-]+ ){0,4}(?:go|turn out|"
     r"end|break|fail)\b"),
    (E, 2.0, "asks what happened (fr)",
     r"\bs'est(?:-il)? passe\b|\bqu'est-il arrive\b|\bqu'est-ce qui a \w+e\b|\bcomment ca s'est "
     r"passe\b"),
    (E, 2.0, "asks what happened (de)",
     r"\b(?:ist|war|sind|waren)\b(?: \S+){0,6} (?:passiert|geschehen|schiefgelaufen|"
     r"schiefgegangen)\b|\bpassierte\b|\bging (?:\w+ )?schief\b"),
    (E, 2.0, "asks what happened (es, it, pt)",
     r"\bque (?:paso|ocurrio|sucedio|salio mal)\b|\bsalio mal\b|\b(?:cosa|che) e (?:successo|"
     r"accaduto|andato storto)\b|\bcom'e andata\b|\bcome e andata\b|\bo que (?:aconteceu|"
     r"deu errado)\b"),
    (E, 1.5, "remembers an occasion",
     r"\b(?:i|we) (?:\w+ ){0,2}remember (?!to\b)|\b(?:do|don't) you remember\b|\bremember (?:when|"
     r"the time|that time|how)\b|\b(?:tu te|vous vous|je me) souviens\b|\bte souviens-tu\b|"
     r"\b(?:erinnerst du dich|ich erinnere mich)\b|\b(?:te acuerdas|me acuerdo|recuerdas)\b|"
     r"\b(?:ti ricordi|mi ricordo|vi ricordate|ricordi quando)\b|\blembras\b"),
    (E, 1.5, "asks when something happened",
     r"\bwhen (?:did|was|were|had)\b|\bc'etait quand\b|\bquand (?:est-ce qu'on a|avons-nous|"
     r"a-t-on|ai-je|etait-ce)\b|\bwann (?:war|hatten|hat|wurde)\b|\bcuando (?:fue|paso|tuvimos|"
     r"ocurrio|hubo)\b|\bquando (?:foi|aconteceu|tivemos)\b"),
    (E, 1.5, "asks whether it happened before",
     r"\b(?:did|didn't|have|haven't|had) (?:we|you|i|they|anyone|someone) (?:ever |already |"
     r"once )?(?!\w+ (?:like|prefer|want))\w+|\bany (?:record|trace|history|notes?) (?:of|on|"
     r"about)\b|\bwas there (?:ever )?(?:a|an|any)\b|\bbefore$|\bon a deja\b|\b(?:avons-nous|"
     r"a-t-on) deja\b|\bdeja (?:eu|arrive)\b|\by a-t-il eu\b|\bhatten wir\b|\bgab es (?:schon|"
     r"mal)\b|\bschon (?:mal|einmal)\b|\balguna vez\b|\b(?:ya )?(?:tuvimos|hemos tenido)\b|"
     r"\babbiamo gia\b|\bja (?:tivemos|aconteceu)\b"),
    (E, 1.5, "names a past occasion",
     r"\b(?:last|previous|that|the other) time\b|\bthe time (?:when|that|we|i|you|the|our|a|an|"
     r"it|someone)\b|\blast (?:week|month|night|sprint|release|year|quarter|monday|tuesday|"
     r"wednesday|thursday|friday|saturday|sunday)\b|\byesterday\b|\b\d+ (?:days?|weeks?|months?)"
     r" ago\b|\bearlier (?:today|this week)\b|\bthis morning\b|\bla derniere fois\b|\bhier\b|"
     r"\bla semaine derniere\b|\ble mois dernier\b|\bil y a \d+ (?:jours?|semaines?|mois)\b|"
     r"\bl'autre jour\b|\bletzte(?:s|n)? (?:mal|woche|monat)\b|\bgestern\b|\bvor \d+ (?:tagen|"
     r"wochen)\b|\bneulich\b|\bdamals\b|\bla ultima vez\b|\bayer\b|\bla semana pasada\b|\bel mes"
     r" pasado\b|\bhace \d+ (?:dias?|semanas?)\b|\bl'ultima volta\b|\bieri\b|\bda ultima vez\b|"
     r"\bontem\b"),
    (E, 1.0, "asks for an account",
     r"\b(?:remind me|tell me about|walk me through|recap|summari[sz]e|fill me in)\b|\bwhat did "
     r"(?:i|we) (?:do|work on)\b|\b(?:rappelle|raconte|resume)(?:-moi)?\b|\berzahl\w*\b|"
     r"\berinnere mich\b|\b(?:recuerdame|cuentame|resumeme)\b|\b(?:ricordami|raccontami)\b"),
    (E, 1.0, "names an event",
     r"\b(?:incidents?|outages?|post-?mortem|episode|drill|retro(?:spective)?|sprint review|"
     r"timeline|paged|story|stories|saga|panne|histoire|vorfall|ausfall|storung|geschichte|"
     r"incidente|caida|episodio|historia|storia|vicenda)\b|\bthe (?:[\w-]+ )?"
     r"session (?:on|where|when|with|in)\b"),
    (E, 1.5, "asks why something happened",
     r"\bwhy (?:did|was|were|had|didn't|wasn't)\b|\bwarum (?:war|hat|hatte|wurde)\b|\bpor que "
     r"(?:fue|paso|fallo|hubo)\b"),
    (E, 0.6, "past tense",
     r"\b(?:went|broke|failed|crashed|took|got|had|lost|caused|happened|shipped|ended up|stalled|"
     r"reverted|rolled back|forgot|missed|was|were)\b|\b(?:(?:il|elle|on|ca|qui|cela|tout|rien|"
     r"(?:(?:le|la|les|un|une|du|des|mon|ma|mes|notre|nos|votre|ce|cet|cette|son|sa|ses) |l')"
     r"[\w'-]+(?: [\w-]+)?) a|ont|avons|j'ai|tu as|avez) (?:\w{3,}e|eu|fait|pris|vu|perdu)\b|"
     r"\b(?:hat|hatte|hatten|ist|war|wurde)\b(?: \S+){0,5} ge\w+(?:t|en)\b|"
     r"\b(?:fue|fueron|tuvo|hubo|fallo|rompio|perdio|hicimos)\b|\b(?:se|lo|la|le|nos) \w{3,}"
     r"(?:o|io)\b(?<!\bse puedo)|\b(?:e|ha|hanno|abbiamo|ho|sono|siamo|era|erano) (?:\w+ )?\w+"
     r"(?:ato|ata|ati|ate|uto|uta|uti|ito|ita|iti|esso|essa|otto|atto|atta)\b"),
    # -- procedural: how to act --------------------------------------------------------------
    (P, 1.8, "asks whether to act",
     r"\b(?:should|must|may|can|could|shall|might) (?:i|we)\b|\b(?:am i|are we) (?:allowed|"
     r"supposed|meant|permitted) to\b|\bis it (?:ok|okay|fine|safe|alright|all right|allowed|"
     r"acceptable|wise|a good idea) (?:to|if)\b|\b(?:do|does) (?:i|we) (?:need|have) to\b|, "
     r"(?:ok|okay|alright|fine)$"),
    (P, 1.8, "asks whether to act (fr)",
     r"\b(?:dois-je|puis-je|peut-on|faut-il|doit-on|devrais-je|pourrais-je)\b|\b(?:je|on|nous) "
     r"(?:peux|peut|dois|doit|devons|pouvons|devrais|pourrais)\b|\bai-je le droit\b|\bc'est (?:ok|"
     r"autorise|permis) de\b|\bil faut\b"),
    (P, 1.8, "asks whether to act (de, es, it, pt)",
     r"\b(?:darf|soll|muss|kann|sollte|mussen|durfen|konnen|sollten) (?:ich|man|wir)\b|\bist es "
     r"(?:ok|okay|erlaubt|in ordnung)\b|\b(?:debo|puedo|podemos|debemos|deberia|podria|tengo que|"
     r"tenemos que|hay que|se puede|se debe|tiene que|tienen que)\b|\b(?:devo|posso|possiamo|"
     r"dobbiamo|dovrei|bisogna|si puo|si deve|va bene (?:cosi|se)|devemos|deveria|tenho que|"
     r"temos que)\b"),
    (P, 1.5, "asks how to act",
     r"\bhow (?:do|should|can|would|shall|must) (?:i|we)\b|\bhow to\b|\bwhat (?:do|should|must|"
     r"shall) (?:i|we) do\b|\banything (?:i|we) (?:should|must|need to|have to)\b|\banything to "
     r"(?:check|do|watch|know|remember)\b|\bwhat else (?:do|should|must) (?:i|we)\b|\bsteps? "
     r"(?:to|for)\b|\bthe (?:right|correct|proper|safe|recommended) way\b|\bwhat(?:'s| is) the "
     r"(?:drill|process|protocol) (?:for|when)\b"),
    # "how do I" where the first person is in the verb: "comment j'ajoute", "come pubblico",
    # "como subo", "wie starte ich" (Italian and Spanish drop the pronoun: the verb's -o says it;
    # a participle in -ato, -ito, -uto, -ado, -ido is "as": "come indicato", "como esperado").
    (P, 1.5, "asks how to act (fr, de, es, it, pt)",
     r"\bcomment (?:dois-je|faire|faut-il|doit-on|s'y prendre)\b|\bcomment (?:est-ce qu'|"
     r"est-ce que )?(?:je |j'|on )(?!(?:ai|avais|etais|suis)\b)\w+|\b(?:je|on) fais? quoi\b|"
     r"\bque (?:dois-je|faut-il|doit-on) faire\b|\bmarche a suivre\b|\bwie (?:soll|muss|kann|"
     r"sollte) (?:ich|man|wir)\b|\bwie \w+e ich\b|\bwas (?:muss|soll|sollte) (?:ich|man|wir)\b|"
     r"\b(?:como|come) (?!uno\b)\w{2,}(?<![aiu]t|[ai]d)o\b|\bcomo (?:hay que|se hace)\b|\bque "
     r"(?:tengo|hay|debo|tenemos) que\b|\bpasos para\b|\bcome si fa\b|\bcosa devo\b|\bo que "
     r"(?:devo|tenho que)\b"),
    (P, 1.3, "names a norm",
     r"\b(?:rules?|polic(?:y|ies)|procedures?|guidelines?|checklist|best practices?|allowed|"
     r"forbidden|mandatory|required|protocol|regles?|consignes?|interdit|obligatoire|regeln?|"
     r"richtlinien?|vorgehen|vorschrift\w*|verboten|pflicht|reglas?|politicas?|procedimientos?|"
     r"normas?|prohibido|obligatorio|regol[ae]|procedura|vietato|regras?|proibido)\b"),
    (P, 1.2, "announces an action",
     r"\b(?:i'm|i am|im|we're|we are) (?:about|going|planning|trying|getting ready) to\b|"
     r"^(?:about|going|planning) to\b|\b(?:i|we) (?:want|need|have|plan|intend|would like|'d "
     r"like) to\b|^(?:i'll|we'll|let's|lets|i will|we will)\b|\b(?:i'm|i am|we're|we are) "
     r"(?!going\b|about\b)\w+ing\b|^\w+ing (?:a|an|the|my|our|some|up|in|on|to)\b|\bbefore "
     r"(?:i|we) \w+"),
    (P, 1.2, "announces an action (fr, de, es, it, pt)",
     r"\b(?:je vais|on va|nous allons|je compte|je suis en train de)\b|\bje (?:veux|voudrais|"
     r"souhaite) \w+(?:er|ir|re)\b|\bavant de\b|\bich (?:will|werde|mochte|muss|plane)\b|\bwir "
     r"(?:wollen|werden|mussen)\b|\bbevor (?:ich|wir)\b|\b(?:voy a|vamos a|quiero|queremos|"
     r"necesito|estoy por|estoy a punto de)\b|\bantes de\b|\b(?:sto per|stiamo per|voglio|"
     r"vorrei|sto \w+(?:ando|endo))\b|\bprima di\b|\bsur le point de\b|\bich bin dabei\b|\b(?:vou|"
     r"quero|preciso)\b"),
    (P, 1.2, "gives an instruction or a command line",
     r"^(?:please |pls |now |just |ok,? )?(?:fix|add|remove|delete|drop|rename|push|force-push|"
     r"install|uninstall|run|deploy|merge|rebase|edit|write|update|change|bump|upgrade|"
     r"downgrade|revert|commit|create|move|disable|enable|skip|refactor|migrate|release|"
     r"publish|restart|reset|truncate|patch|replace|implement|switch|squash|amend|hotfix|"
     r"corrige|ajoute|supprime|renomme|pousse|installe|lance|deploie|modifie|"
     r"fuge|losche|benenne|installiere|andere|arregla|anade|agrega|borra|elimina|renombra|"
     r"instala|cambia|correggi|aggiungi|rimuovi|cancella|rinomina|installa|modifica|sistema)"
     r"\b(?! (?:is|are|was|were|does|do|did|has|have)\b)|^(?:git|npm|npx|yarn|pnpm|pip|uv|"
     r"poetry|make|docker|kubectl|helm|terraform|cargo|go|rm|mv|chmod|sudo) (?!-)[\w.-]+"),
    # -- personalized: what this principal likes --------------------------------------------
    (U, 2.0, "asks what someone prefers",
     r"\b(?:{person})(?:'s)? (?:\w+ ){0,2}(?:likes?|dislikes?|prefers?|hates?|loves?|wants?|"
     r"favou?rs?|goes for|opts for|cares about|insists on)\b|\b(?:does|do|did|would) (?:{person})"
     r" (?:\w+ ){0,2}(?:like|prefer|want|hate|dislike|mind|care|go for|pick|choose|favou?r)\b|"
     r"\bi (?:like|prefer|hate|love) (?:it|my|things|them|to have|when)\b|\bmy (?:style|taste|"
     r"preferences?|habits?)\b"),
    (U, 2.0, "asks what someone prefers (fr, de, es, it, pt)",
     r"\b(?:{name}) (?:\w+ ){0,2}(?:prefere|aime|adore|deteste|veut|voudrait|souhaite)\b|"
     r"\b(?:prefere|aime|veut)-(?:il|elle)\b|\b(?:{name}) (?:\w+ ){0,3}(?:mag|mochte|bevorzugt|"
     r"wunscht|hasst)\b|\b(?:mag|mochte|will) (?:sie|er) (?:das|es|lieber)\b|\bam liebsten\b|"
     r"\b(?:come|cosa) (?:vuole|preferisce) (?:{name})\b|\b(?:como|que) (?:quiere|prefiere) "
     r"(?:{name})\b|\bwie (?:mag|mochte|will) (?:{name})\b|\b(?:le|les) gusta(?:n|ria)?"
     r"\b|\b(?:{name}) (?:\w+ ){0,2}(?:prefiere|quiere|odia|preferisce|vuole|prefere|gosta|"
     r"quer)\b|\b(?:prefiere|quiere) (?:{name})\b|\ble piace\b"),
    (U, 1.5, "names a preference or opinion",
     r"\b(?:prefer|prefers|preferred|preferences?|favou?rite|pet peeve|taste)\b|\b(?:{name})'s "
     r"(?:take|opinion|view|preference|taste|style|stance|position|way)\b|\b(?:{name}) (?:is|be|"
     r"was|would be|will be) (?:happy|ok|fine|pleased|comfortable)\b|\b(?:according to|selon|"
     r"d'apres|laut|segun|secondo|segundo) (?:{name})\b|\b(?:gouts?|avis|vorliebe|geschmack|"
     r"lieber|preferencia|gustos?|preferenza)\b"),
    (U, 1.8, "aims an action at the principal",
     r"\b(?:ping|pinging|message|messaging|email|mail|text|call|dm|bother|disturb|notify|contact|"
     r"send|sending|tell|show|give|ask|write to|reach|pinger|contacter|deranger|ecrire a|"
     r"envoyer a|molestar a|escribir a|avisar a) (?:{name})\b|\b(?:{name}) (?:anschreiben|"
     r"anpingen|storen|kontaktieren)\b"),
    # -- environment-dynamics: what the world will do --------------------------------------
    (V, 1.8, "asks how long, how much or how fast",
     r"\bhow (?:long|fast|slow|quickly|often|soon|much (?:time|memory|ram|disk|space|cpu)|many "
     r"(?:seconds|minutes|hours|requests|errors|queries))\b(?! (?:should|must|ought))|"
     r"\b(?:latency|duration|p50|p95|p99|throughput|error rate|timeout|memory usage|run ?time|"
     r"build time)\b"),
    (V, 1.8, "asks how long or how much (fr, de, es, it, pt)",
     r"\bcombien (?:de )?(?:temps|minutes|secondes|heures|memoire|ram|place)\b|\bcombien "
     r"(?:prend|dure|met)\b|\b(?:dure|prend) combien\b|\bwie (?:lange|schnell|langsam|oft|bald|"
     r"viel (?:zeit|speicher|ram|platz))\b|\bdauert\b|\bcuanto (?:tarda|tardan|tiempo|dura|"
     r"memoria)\b|\btarda\b|\bquanto (?:tempo|ci mette|dura|memoria)\b|\bdemora\b"),
    (V, 2.0, "asks what will happen",
     r"\bwhat (?:will|would|could|might) happen\b|\bwhat happens\b|\bwhat (?:will|would) "
     r"(?:[\w./-]+ ){0,3}do\b|\bwhat if\b|\bque se passe-t-il\b|\bqu'est-ce qui (?:se passe|va "
     r"se passer|arrive) (?:si|quand|avec|a|apres)\b|\bque va-t-il se passer\b|\bqu'arrive-t-il"
     r"\b|\bwas passiert,? (?:wenn|falls|mit|bei|nachdem)\b|\bwas wird (?:\w+ ){0,3}(?:passieren|"
     r"tun)\b|\bque (?:pasa|pasara|ocurre|sucede) (?:si|cuando|con|al)\b|\bque va a pasar\b|"
     r"\bcosa succede\b|\bo que (?:acontece|vai acontecer)\b"),
    (V, 1.2, "states a condition",
     r"\bif (?:i|we|you|someone|it|the [\w./-]+|[\w./-]+) \w+|\bonce (?:i|we) \w+|\bafter "
     r"(?:i|we) \w+|\bwhen (?:i|we) (?!did\b|were\b|was\b|had\b)\w+|\bsi (?:je|j'|on|nous|tu|"
     r"vous) ?\w+|\bquand (?:je|j'|on) (?!a\b|ai\b|avait\b)\w+|\bwenn (?:ich|wir|man|du)\b|"
     r"\bfalls\b|\bnachdem (?:ich|wir)\b|\bsi (?:cambio|hago|ejecuto|reinicio|pongo|mando|envio|"
     r"dejo|subo|borro)\b"),
    (V, 1.3, "speaks of the future",
     r"(?<!\bi )(?<!\bwe )(?<!\bi')(?<!\bich )(?<!\bwir )\b(?:will|won't|gonna)\b(?! you\b)|"
     r"\b(?:is|are) (?:it|this|that|they|[\w./-]+) going to\b|\bwhen will\b|"
     r"\b(?:va|vont) (?:\w+ )?\w+(?:er|ir|re)\b|\bwird\b|\b(?:va|van) a \w+(?:ar|er|ir)\b|"
     r"\bvai \w+(?:ar|er|ir)\b"),
    (V, 1.2, "asks about a state",
     r"\b(?:is|are|isn't|aren't) (?:the |my |our |a )?(?:[\w./-]+ ){1,3}(?:installed|running|"
     r"set|unset|enabled|disabled|configured|locked|writable|read-only|available|on|off|up|"
     r"down|present|loaded|active)\b|\bstate of\b|\b(?:est|sont)(?:-(?:il|elle|ce))? (?:\w+ )"
     r"{0,2}(?:installes?|actives?|configures?|definis?|lances?)\b|\b(?:ist|sind) (?:\w+ ){0,3}"
     r"(?:installiert|aktiv|aktiviert|gesetzt|konfiguriert)\b|\b(?:esta|estan) (?:\w+ ){0,2}"
     r"(?:instalados?|activados?|configurados?|encendidos?)\b"),
    (V, 1.2, "asks for an expectation",
     r"\b(?:expect|expected|expectation|predict\w*|likely|unlikely|chances?|odds|probably|"
     r"usually takes?|typically takes?|probablement|s'attendre|prevu|wahrscheinlich|erwartet|"
     r"vermutlich|probablemente|esperado)\b"),
    (V, 1.0, "asks how someone or something reacts",
     r"\b(?:react|reacts|reaction|respond|responds|reply|replies|behave|behaves|reagir|reagit|"
     r"repondre|repond|reagieren|reagiert|antwortet|antworten|reaccionar|reacciona|responder|"
     r"responde|contesta|reagisce|risponde|rispondera)\b"),
    (V, 1.5, "asks for consequences",
     r"\b(?:consequences?|side[- ]effects?|repercussions?|fallout|consequences|effets de bord|"
     r"folgen|auswirkungen|nebenwirkungen|consecuencias|efectos secundarios|conseguenze|"
     r"effetti collaterali)\b"),
    (V, 1.2, "asks how a tool behaves",
     r"\b(?:does|do) (?:[\w./-]+ ){1,4}(?:fail|crash|time out|reject|accept|succeed|break|block|"
     r"lock|retry|exit|return|fire|complain)\b"),
    # -- semantic: what is known --------------------------------------------------------------
    (S, 1.8, "asks why",
     r"\bwhy (?:do|does|is|are|would|can't|don't|doesn't|isn't|aren't|should)\b|\bwhat (?:causes|"
     r"makes|explains|drives)\b|\b(?:the )?reasons? (?:for|why|behind)\b|\broot causes?\b|"
     r"\bpourquoi (?:est-ce que|les|le|la|nos|notre|on|ce|c'est)\b|\b(?:warum|wieso) (?:ist|sind|"
     r"dauert|dauern|braucht|brauchen|gibt)\b|\bpor que (?:los|las|el|la|es|son|se|nuestros?)\b|"
     r"\bperche (?:gli|le|i|il|la|lo|sono|si|ci|i nostri|le nostre)\b"),
    (S, 1.0, "asks why (any tense)",
     r"\bwhy\b|\bpourquoi\b|\b(?:warum|wieso|weshalb)\b|\bpor que\b|\bperche\b"),
    (S, 1.5, "asks how something works or is arranged",
     r"\bwhat do (?:we|you) know\b|\bwhat is known\b|\bknown (?:to|for|as)\b|\bhow (?:does|do|is"
     r"|are) (?:[\w./-]+ ){1,4}(?:work|works|modell?ed|stored|built|structured|organi[sz]ed|"
     r"generated|computed|handled|configured|defined|set up|implemented|versioned|named)\b|"
     r"\bwhere (?:is|are|do|does) (?:[\w./-]+ ){1,5}(?:stored|converted|configured|defined|kept|"
     r"live|lives|come from|comes from|computed|set|handled|generated|recorded|sent)\b|"
     r"\bexplain\b|\boverview\b|\bbackground (?:on|of)\b|\bcomment (?:fonctionne|marche)\b|"
     r"\b(?:qu'est-ce qu'on sait|que sait-on)\b|\bwie funktioniert\b|\bwas wissen wir\b|\bcomo "
     r"funciona\b|\bque sabemos\b"),
    (S, 1.2, "asks what is used or applies",
     r"\b(?:which|what) (?:[\w./-]+ ){1,4}(?:do|does) (?:we|the (?:[\w./-]+ ){1,2}|this "
     r"(?:[\w./-]+ )|our (?:[\w./-]+ ))(?:use|rely on|follow|run on|apply)\b|\b(?:which|what) "
     r"(?:[\w./-]+ ){1,3}(?:applies|apply|is used|are used)\b"),
    (S, 1.3, "asks for a pattern",
     r"\b(?:patterns?|in general|generally|in practice|tends? to|usually|typically|more often|on "
     r"average|almost (?:always|never)|riskier|more likely|correlat\w+)\b|\b(?:quasi|casi|"
     r"presque|fast) (?:sempre|mai|siempre|nunca|toujours|jamais|immer|nie)\b|\b(?:en general|"
     r"generalement|souvent|d'habitude|habituellement|en moyenne|normalerweise|meistens|in der "
     r"regel|ublicherweise|im allgemeinen|normalmente|por lo general|suele|suelen|a menudo|casi "
     r"siempre|di solito|in genere|spesso|geralmente|costuma)\b"),
    (S, 1.0, "names knowledge",
     r"\b(?:facts?|architecture|background|lessons? learned|design|rationale|trade-?offs?|known "
     r"issues?)\b"),
    (S, 0.6, "asks a plain present-tense question",
     r"^(?:which|what|where|who|how|is|are|does|do)\b|^(?:quel|quelle|quels|quelles|ou|qui|"
     r"comment|welche[rsnm]?|wo|wer|cual|cuales|donde|quien|como)\b"),
)

# An announced action ("I'm about to write under clients/generated", "sto per...") may ask for
# the rule that governs it or for the prediction of what the world will do; a condition ("if I
# push to main") likewise. Both forms count, at a lower weight, for the other tier too, and the
# store's evidence (a rule's trigger matching, a prediction's condition stated) decides.
CROSS_WEIGHT = 0.6
_CROSS = {"announces an action": (V, "a prediction may apply"),
          "states a condition": (P, "a rule may apply")}
CUES += tuple((other, CROSS_WEIGHT, f"{label}: {why}", pattern)
              for _, _, label, pattern in CUES
              for prefix, (other, why) in _CROSS.items() if label.startswith(prefix))

# Wording that selects an environment-dynamics sub-bucket (policies.py: evidence for a
# prediction of that bucket). Indexed like the cues; most requests never reach a prediction.
BUCKET_CUES: dict[str, str] = {
    "principal-response": (
        r"\b(?:react|reacts|reaction|reply|replies|respond|responds|feedback|annoyed|tone|"
        r"(?:the )?(?:user|principal)|late at night|time of day|long answers?)\b"),
    "system-state": (
        r"\b(?:installed|hooks?|cron|env(?:ironment)? var\w*|service|daemon|running|enabled|"
        r"configured|version|settings?)\b"),
    "filesystem-response": (
        r"\b(?:files?|writes?|writing|written|locked|lock|permissions?|read-only|directory|"
        r"folder|disk|path|grows?|growing|symlinks?)\b"),
    "skill-output-shape": (
        r"\b(?:how long|latency|slow|fast|output|returns?|error rate|takes?|tool|command|"
        r"script|suite|timeout|seconds|minutes)\b"),
    "workspace-state-transitions": (
        r"\b(?:after|afterwards|state|becomes?|leaves?|left|dirty|changes?|transition|"
        r"then|next)\b"),
}


STORE_CUES: tuple[tuple[str, float, str, str], ...] = (
    # a principal the store knows is named: the request is likely about that person
    (U, 0.8, "names a principal", r"\b(?:{name})\b"),
)


def _fill(pattern: str, names: tuple[str, ...]) -> str:
    if "{" not in pattern:
        return pattern
    name = "|".join(rxcache.escape(n) for n in names) or NEVER
    person = "|".join([*(rxcache.escape(n) for n in names), *PEOPLE])
    return pattern.replace("{name}", name).replace("{person}", person)


def patterns() -> tuple[str, ...]:
    """Every cue pattern, wording cues first, in table order (what cueindex.py indexes)."""
    return tuple(p for _, _, _, p in (*CUES, *STORE_CUES))


def load_index(patterns: tuple[str, ...], buckets: tuple[tuple[str, str], ...]) -> Any:
    """cuedata.py (built by cueindex.py) when it was built from exactly these cue patterns and
    (name, pattern) sub-bucket cues, else None. Here rather than in cueindex.py, which only
    builds: the prompt hook reads the index without importing the builder."""
    try:
        from memory_engine.retrieval import cuedata
    except ImportError:
        return None
    built = getattr(cuedata, "BRANCHES", ())
    if tuple("|".join(source for source, *_ in cue) for cue in built) != patterns:
        return None
    kept = getattr(cuedata, "BUCKETS", ())
    if tuple((name, "|".join(source for source, *_ in cue)) for name, cue in kept) != buckets:
        return None
    return cuedata


# What is read or built once per process. Plain dicts rather than functools.lru_cache:
# functools (with collections) is an import the hooks' fast path does without.
_ONCE: dict[str, Any] = {}
_BY_NAMES: dict[tuple[str, tuple[str, ...]], Any] = {}
_NAMES_KEPT = 16  # name sets kept per table (the principals of the stores a process reads)


def _by_names(table: str, names: tuple[str, ...], build: Any) -> Any:
    """`build(names)`, kept per table and set of names."""
    key = (table, names)
    found = _BY_NAMES.get(key)
    if found is None:
        if len(_BY_NAMES) >= _NAMES_KEPT:
            _BY_NAMES.clear()
        found = _BY_NAMES[key] = build(names)
    return found


def _index() -> Any:
    if "index" not in _ONCE:
        _ONCE["index"] = load_index(patterns(), tuple(BUCKET_CUES.items()))
    return _ONCE["index"]


def vocabulary(names: tuple[str, ...]) -> frozenset[str]:
    """The words of the cue table and the principals' names: what spelling.repair reads toward."""
    found: frozenset[str] = _by_names("vocabulary", names, _vocabulary)
    return found


def _vocabulary(names: tuple[str, ...]) -> frozenset[str]:
    from memory_engine.retrieval import spelling

    index = _index()
    if index is not None:
        return frozenset(index.VOCABULARY.split()) | spelling.vocabulary((), names)
    return spelling.vocabulary(patterns(), names)


class Lazy:
    """A cue as its alternatives, each compiled only when the text holds one of its anchors, and
    opens with its lead when it has one (see cueindex.py). `search` is truthy exactly when the
    whole pattern's would be."""

    __slots__ = ("branches", "compiled")

    def __init__(self, branches: tuple[Branch, ...]) -> None:
        self.branches = branches
        self.compiled: dict[int, re.Pattern[str]] = {}

    def search(self, text: str) -> re.Match[str] | None:
        for i, (source, anchors, lead) in enumerate(self.branches):
            if lead is not None:
                reach, starts = lead
                if not any(text.find(s, 0, reach + len(s)) >= 0 for s in starts):
                    continue
            if anchors is not None and not any(a in text for a in anchors):
                continue
            rx = self.compiled.get(i)
            if rx is None:
                rx = self.compiled[i] = rxcache.compile(source)
            found = rx.search(text)
            if found:
                return found
        return None


def compiled(names: tuple[str, ...]) -> tuple[tuple[str, float, str, bool, Lazy], ...]:
    """The cue table with the principals' names filled in: (tier, weight, label, from_store,
    matcher); a matcher compiles the parts of its regex a text may match, on first need (kept
    per set of names)."""
    found: tuple[tuple[str, float, str, bool, Lazy], ...] = _by_names("compiled", names,
                                                                      _compiled)
    return found


def _compiled(names: tuple[str, ...]) -> tuple[tuple[str, float, str, bool, Lazy], ...]:
    table = [(t, w, label, False, p) for t, w, label, p in CUES]
    table += [(t, w, label, True, p) for t, w, label, p in STORE_CUES]
    index = _index()
    out = []
    for i, (t, w, label, store, p) in enumerate(table):
        branches = index.BRANCHES[i] if index is not None else ((p, None, None),)
        if any("{" in b for b, _, _ in branches):  # only these hold a name to fill in
            branches = tuple((_fill(b, names), a, lead) for b, a, lead in branches)
        out.append((t, w, label, store, Lazy(branches)))
    return tuple(out)


def bucket_cues() -> tuple[tuple[str, Lazy], ...]:
    """BUCKET_CUES as (sub-bucket, matcher), in table order (built once)."""
    found: tuple[tuple[str, Lazy], ...] | None = _ONCE.get("buckets")
    if found is None:
        index = _index()
        if index is None:
            found = tuple((b, Lazy(((p, None, None),))) for b, p in BUCKET_CUES.items())
        else:
            found = tuple((b, Lazy(branches)) for b, branches in index.BUCKETS)
        _ONCE["buckets"] = found
    return found
