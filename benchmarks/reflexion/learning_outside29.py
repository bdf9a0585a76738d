"""A twenty-ninth outside set of sessions that teach something, and the later requests that need it.

Written by hand for this held-out set by a writer who had not read the project's code, tests
or any other held-out set's rows. What was read: the collection rules,
../shared/SPEC.md (reflexion at stop, corrections, tiers), benchmarks/heldout/README.md (only to
pick project kinds and languages no earlier learning set used) and lines 1-126 of
benchmarks/reflexion/learning_outside27.py for the layout only (its docstring, its imports, the
head of `scenarios(base)` and its first Scenario, which show the Scenario, Step, bash, edit and
write call shapes). Nothing else under benchmarks/ and no code was opened; the `write(path, text)`
call shape is inferred from its name and that one example. The set was never run, never used for
tuning, and written without knowing how lessons are captured, stored or recalled.

Tiers were set by construction: a session where the human corrects what the agent did in a tool
call (or a claim it made about its work) is "procedural"; one where the human only states how they
like things before the agent does the work it applies to is "personalized". Five invented projects
of kinds and organisations absent from the earlier learning sets: a Shopify Online Store 2.0 theme
(Liquid sections with schemas, JSON templates, locale files, Shopify CLI 3 theme push/check, a
staging theme) of Joinery Row, a sheltered workshop selling its woodcraft; a GNU Guix channel in
Guile Scheme (package definitions with git-fetch origins, patches, lint, pinned channels, workstation
system configurations) of the Forge Lane makerspace; a Hasura v2 project (Postgres migrations with
up and down SQL, metadata YAML, role permissions on session variables, event triggers calling a
mailer, naming conventions) behind the Brightwater holiday play scheme's sign-ups; a Raku
distribution (Darkroom::Chemlog: META6.json, zef, prove6, a MAIN-multi CLI, logs from an old
Windows PC) reading the Silverhalide community darkroom's chemistry logs; and Jsonnet/Grafonnet
dashboards (jsonnet-bundler, jsonnetfmt, a Makefile deploying to Grafana, template variables) of
the Kettleby district heating co-op.

30 sessions (50 human turns, 120 tool actions: bash 55, edit 49, write 16), 6 per project. 20 are
corrections (tier "procedural", 4/4/4/4/4 per project): the agent works (edits, commands with
plausible output, a claim about its work) and the human corrects it, by pasting an error from CI
or a log, by pointing at what broke, or by stating how the team does it. 10 are stated
preferences (tier "personalized", 2/2/2/2/2 per project), given before the work they apply to.
15 sessions are in English, the other 15 in Bajan Creole (bjs), Zeelandic (zea), Iraqi
Arabic (acm), Interlingue/Occidental (ie), Literary (Classical) Chinese (lzh), Gagauz (gag), Jeju
(jje), Algerian Arabic (arq), Montenegrin (cnr), Western Armenian (hyw), Isan (tts), Ghanaian
Pidgin (gpe), Dari (prs), Gheg Albanian (aln) and Romani (rom), one each. Each scenario has 3
follow-ups (90 in all): requests from a later session that need the lesson while avoiding its
words (no tool, flag or file name the lesson is about). Exactly one per scenario is in the
session's language (30 follow-ups), so 60 are in another language than their session's:
English 30 in all (15 of them follow-ups of non-English sessions), and bjs 4, zea 4, acm 4, ie 4, lzh 4, gag 4, jje 4, arq 4, cnr 4, hyw 4, tts 4, gpe 4, prs 4, aln 4, rom 4 (every
language's count includes its own session's follow-up). `expect` is one token the learned record
should contain, chosen as a language-neutral technical token (a flag, a filter, a file, a
function, a field).

All names, paths, hosts (under .example), ids, hashes, versions and outputs are invented (the only
real hosts are the public upstreams of Guix and of the grafonnet library, named in a command and
its output); no credential-shaped value appears (the hex and base32 strings are invented hashes
and dashboard uids); nothing is copied from a public text. The writer is not a fluent speaker
of any of the fifteen languages; many of those sentences will read as a learner's and some lean on
the standard language written beside the variety (Bajan and Ghanaian Pidgin beside English and
other Atlantic creoles, Zeelandic beside Dutch, Iraqi and Algerian Arabic beside Modern Standard
Arabic, Classical Chinese beside modern written Chinese, Gagauz beside Turkish, Jeju beside
standard Korean, Montenegrin beside Serbian and Bosnian, Western Armenian beside Eastern Armenian,
Isan beside Thai, Dari beside Iranian Persian, Gheg beside standard Albanian, Romani with loans
from the surrounding languages). Counts in this docstring were computed by a small script (an ast
walk over the scenario list, run on the file's text only).
"""


from __future__ import annotations

from learning_set import Scenario
from sessions import Step, bash, edit, write


def scenarios(base: str) -> list[Scenario]:
    sh = f"{base}/joinery-row-theme"
    gx = f"{base}/forgelane-channel"
    hs = f"{base}/brightwater-hasura"
    rk = f"{base}/darkroom-chemlog"
    kh = f"{base}/kettleby-dashboards"
    return [
        # ------------------- Shopify theme (Online Store 2.0, Shopify CLI 3): the web shop of
        # Joinery Row, a sheltered workshop selling its woodcraft
        Scenario("shopify-push-staging-theme", "en", sh, [
            Step("the bird-box collection page needs the new 'made to order' banner section. "
                 "build it and get it up so Maren can see it",
                 [write(f"{sh}/sections/made-to-order-banner.liquid",
                        "<div class=\"mto-banner\">\n  <p>{{ section.settings.text }}</p>\n</div>\n\n"
                        "{% schema %}\n{\n  \"name\": \"Made to order banner\",\n  \"settings\": [\n"
                        "    {\"type\": \"text\", \"id\": \"text\", \"label\": \"Text\", \"default\": "
                        "\"Made to order: ships in 3 weeks\"}\n  ],\n  \"presets\": [{\"name\": "
                        "\"Made to order banner\"}]\n}\n{% endschema %}\n"),
                  bash("cd joinery-row-theme && shopify theme push --allow-live",
                       "? Select a theme to push to: Joinery Row 2024 [live]\n"
                       "Pushing theme files to Joinery Row 2024 (#139874001) on joinery-row-shop...\n"
                       "The theme 'Joinery Row 2024' was pushed successfully.\n"
                       "  View your theme: https://shop.joineryrow.example/?preview_theme_id=139874001")],
                 "Added the Made to order banner section and pushed the theme; Maren can add the "
                 "banner to the bird-box collection in the theme editor."),
            Step("you pushed that to the LIVE theme. for twenty minutes customers got a collection "
                 "page with a half-styled banner and the old footer file you had locally. we never "
                 "push to live. push goes to the unpublished staging theme only, "
                 "`shopify theme push --theme 139874215` ('Joinery Row staging'), Maren checks the "
                 "preview link and she publishes from the admin. put live back first",
                 [bash("cd joinery-row-theme && git stash && shopify theme push --theme 139874001 "
                       "--allow-live --only sections/footer.liquid && git stash pop",
                       "Pushing theme files to Joinery Row 2024 (#139874001) on joinery-row-shop...\n"
                       "The theme 'Joinery Row 2024' was pushed successfully."),
                  bash("cd joinery-row-theme && shopify theme push --theme 139874215",
                       "Pushing theme files to Joinery Row staging (#139874215) on joinery-row-shop...\n"
                       "The theme 'Joinery Row staging' was pushed successfully.\n"
                       "  Preview: https://shop.joineryrow.example/?preview_theme_id=139874215")],
                 "Restored the live footer from main and pushed the banner to the staging theme "
                 "139874215 instead; the preview link is ready for Maren to check and publish."),
        ], "--theme", tier="procedural", follow_ups=[
            ("The spring sale header Ilse drew is finished in my branch. Put it somewhere Maren can "
             "click through it before anyone buying a chopping board sees it.", "en"),
            ("春售之首圖已成於吾枝。請置之，使 Maren 先觀之，勿令購者見之。", "lzh"),
            ("봄 세일 머리 그림 다 맹글았수다. Maren이 먼저 보게 올려 줍서, 손님덜은 아직 못 보게마씸.",
             "jje")]),
        Scenario("shopify-locale-strings", "en", sh, [
            Step("on the product page, under the price, add a line 'Made by hand in our workshop in "
                 "Hollbeck' with a small leaf icon",
                 [edit(f"{sh}/sections/main-product.liquid",
                       "      {%- render 'price', product: product, use_variant: true -%}",
                       "      {%- render 'price', product: product, use_variant: true -%}\n"
                       "      <p class=\"handmade-note\">{% render 'icon-leaf' %} Made by hand in our "
                       "workshop in Hollbeck</p>"),
                  bash("cd joinery-row-theme && shopify theme check --category liquid",
                       "0 offenses found in 214 files.")],
                 "Added the handmade line with the leaf icon under the price; theme check is clean."),
            Step("the shop is in English and German. the German storefront now says 'Made by hand "
                 "in our workshop in Hollbeck' in the middle of a German page. no visible text goes "
                 "into liquid files here: it goes into locales/en.default.json AND locales/de.json "
                 "with a key, and the template uses {{ 'products.product.handmade_note' | t }}. "
                 "theme check doesn't catch it, so that is on you",
                 [edit(f"{sh}/locales/en.default.json",
                       "      \"sold_out\": \"Sold out\",",
                       "      \"sold_out\": \"Sold out\",\n      \"handmade_note\": \"Made by hand in our "
                       "workshop in Hollbeck\","),
                  edit(f"{sh}/locales/de.json",
                       "      \"sold_out\": \"Ausverkauft\",",
                       "      \"sold_out\": \"Ausverkauft\",\n      \"handmade_note\": \"Von Hand gefertigt "
                       "in unserer Werkstatt in Hollbeck\","),
                  edit(f"{sh}/sections/main-product.liquid",
                       "{% render 'icon-leaf' %} Made by hand in our workshop in Hollbeck</p>",
                       "{% render 'icon-leaf' %} {{ 'products.product.handmade_note' | t }}</p>")],
                 "Moved the text to a translation key in en.default.json and de.json; the German "
                 "page now shows the German sentence."),
        ], "locales", tier="procedural", follow_ups=[
            ("Under the basket button we'd like a small reassurance: 'Every piece is checked by two "
             "of us before it ships.' Can you add it?", "en"),
            ("Դրամարկղի կոճակին տակ պզտիկ նախադասութիւն մը կ՚ուզենք. «Ամէն կտոր երկու հոգիէ կը "
             "ստուգուի ղրկուելէն առաջ»։ Կրնա՞ս աւելցնել", "hyw"),
            ("زیر دکمهٔ سبد خرید یک جملهٔ کوچک می‌خواهیم: «هر تکه را پیش از روان کردن دو نفر از ما "
             "بررسی می‌کنند.» لطفاً اضافه کنید.", "prs")]),
        Scenario("shopify-image-url-filter", "bjs", sh, [
            Step("Mek de product cards show a second picture when somebody hover pun dem, de one "
                 "wid de board in use",
                 [edit(f"{sh}/snippets/card-product.liquid",
                       "        <img src=\"{{ card_product.featured_media | img_url: 'master' }}\" "
                       "alt=\"{{ card_product.title | escape }}\">",
                       "        <img src=\"{{ card_product.featured_media | img_url: 'master' }}\" "
                       "alt=\"{{ card_product.title | escape }}\">\n        {%- if card_product.media[1] "
                       "-%}\n        <img class=\"card-hover\" src=\"{{ card_product.media[1] | img_url: "
                       "'master' }}\" alt=\"\">\n        {%- endif -%}")],
                 "The card now swaps to the second image on hover."),
            Step("Wha' you do so? De collection page now pulling two full-size 4000-pixel photo fuh "
                 "every card, it tekkin nine seconds pun de phone an' theme check shouting "
                 "'DeprecatedFilter: img_url is deprecated'. We doan use img_url at all at all. "
                 "Every picture does go through image_url wid a width an' image_tag wid widths, "
                 "so de phone does get a small one. Fix both pictures so",
                 [edit(f"{sh}/snippets/card-product.liquid",
                       "        <img src=\"{{ card_product.featured_media | img_url: 'master' }}\" "
                       "alt=\"{{ card_product.title | escape }}\">",
                       "        {{ card_product.featured_media | image_url: width: 800 | image_tag: "
                       "widths: '200, 400, 600, 800', sizes: '(min-width: 990px) 25vw, 50vw', "
                       "alt: card_product.title }}"),
                  edit(f"{sh}/snippets/card-product.liquid",
                       "        <img class=\"card-hover\" src=\"{{ card_product.media[1] | img_url: "
                       "'master' }}\" alt=\"\">",
                       "        {{ card_product.media[1] | image_url: width: 800 | image_tag: widths: "
                       "'200, 400, 600, 800', class: 'card-hover', loading: 'lazy', alt: '' }}"),
                  bash("cd joinery-row-theme && shopify theme check snippets/card-product.liquid",
                       "0 offenses found in 1 file.")],
                 "Both card images now use image_url with width 800 and image_tag with a srcset; "
                 "theme check has no DeprecatedFilter any more."),
        ], "image_url", tier="procedural", follow_ups=[
            ("Bring de workshop photo dem pun de About page, de six wid de lathe an' de sanding "
             "table, in a grid under de text.", "bjs"),
            ("Put the six workshop photos (the lathe, the sanding table and so on) in a grid under "
             "the text on the About page.", "en"),
            ("把作坊六圖，若鏇床、磨桌之屬，列於「關於」頁文下。", "lzh")]),
        Scenario("shopify-money-with-currency", "zea", sh, [
            Step("Zet op de kassabon-mail en in 't winkelmandje de prijs per stuk naost 't totaal, "
                 "da wil Maren gèrn",
                 [edit(f"{sh}/sections/main-cart-items.liquid",
                       "            <td class=\"cart-item__totals\">{{ item.final_line_price | money }}</td>",
                       "            <td class=\"cart-item__price\">{{ item.final_price | money }}</td>\n"
                       "            <td class=\"cart-item__totals\">{{ item.final_line_price | money }}</td>")],
                 "Prijs per stuk staat nu naast het totaal in het winkelmandje."),
            Step("Nee, da's nie goed. Wulder verkopen in Nederland én Duutsland, en de klanten in "
                 "Duutsland zien '45,00' zonder te weten of 't euro is of wa. Bie ons gaon alle "
                 "prijzen deur money_with_currency, noôit alleen money, ok de prijzen die d'r al "
                 "stonden. Doe 't oveal in 't mandje",
                 [edit(f"{sh}/sections/main-cart-items.liquid",
                       "            <td class=\"cart-item__price\">{{ item.final_price | money }}</td>\n"
                       "            <td class=\"cart-item__totals\">{{ item.final_line_price | money }}</td>",
                       "            <td class=\"cart-item__price\">{{ item.final_price | "
                       "money_with_currency }}</td>\n            <td class=\"cart-item__totals\">{{ "
                       "item.final_line_price | money_with_currency }}</td>"),
                  bash("cd joinery-row-theme && grep -rn \"| money }}\" sections/main-cart-*.liquid",
                       "sections/main-cart-footer.liquid:31:  {{ cart.total_price | money }}"),
                  edit(f"{sh}/sections/main-cart-footer.liquid",
                       "  {{ cart.total_price | money }}",
                       "  {{ cart.total_price | money_with_currency }}")],
                 "Alle prijzen in het winkelmandje (per stuk, regeltotaal en eindtotaal) gebruiken "
                 "nu money_with_currency en tonen '€45,00 EUR'."),
        ], "money_with_currency", tier="procedural", follow_ups=[
            ("Kè je op de productkaorten de oude prijs deurstreept laote zien as d'r korting "
             "is, en de nieuwe d'r naost?", "zea"),
            ("On the product cards, can you show the old price struck through next to the new one "
             "when something is discounted?", "en"),
            ("제품 카드에 할인 이시민 옛 값은 줄 그엉 보이곡 새 값은 그 옆이 보여 줍서.", "jje")]),
        Scenario("shopify-pref-plain-changes-note", "en", sh, [
            Step("before you touch anything today: the shop team (Maren, Ilse, two of our "
                 "supported employees) aren't developers. whenever you change the theme, add a "
                 "few plain-words lines to CHANGES-FOR-SHOP-TEAM.md at the top: the date, what "
                 "they will see differently and where, no code words. now, make the 'sold out' "
                 "badge grey instead of red",
                 [edit(f"{sh}/assets/component-badge.css",
                       ".badge--sold-out { background: rgb(var(--color-accent-red)); }",
                       ".badge--sold-out { background: rgb(var(--color-neutral-500)); }"),
                  edit(f"{sh}/CHANGES-FOR-SHOP-TEAM.md",
                       "# What changed in the shop\n",
                       "# What changed in the shop\n\n## 7 December 2026\n- The little 'Sold out' "
                       "label on products is now grey instead of red, on the collection pages and "
                       "on each product page.\n")],
                 "Made the sold-out badge grey and added a dated plain-words entry at the top of "
                 "CHANGES-FOR-SHOP-TEAM.md."),
        ], "CHANGES-FOR-SHOP-TEAM.md", tier="personalized", follow_ups=[
            ("Make the 'Add to basket' button a bit bigger on phones, people with shaky hands miss "
             "it.", "en"),
            ("Sän telefonda 'Sepetä koy' düümesini biraz büüt yap, eli titrärän insannar onu "
             "kaçırêrlar.", "gag"),
            ("ปุ่ม 'ใส่ตะกร้า' ในโทรศัพท์ เฮ็ดให้มันใหญ่ขึ้นแน่เด้อ คนมือสั่นกดบ่ถืก", "tts")]),
        Scenario("shopify-pref-theme-colours", "acm", sh, [
            Step("قبل ما تبدي: اني ما اريد ألوان جديدة مكتوبة بالكود، لا hex ولا rgb. كل لون لازم "
                 "يجي من ألوان الثيم اللي معرّفة بـ config/settings_schema.json حتى Maren تكدر تغيرها "
                 "من المحرر. هسه سوّي خلفية لقسم «هدايا الشتا» بلون دافي",
                 [bash("cd joinery-row-theme && grep -n '\"id\": \"colors_' config/settings_schema.json",
                       "58:        \"id\": \"colors_accent_1\",\n64:        \"id\": \"colors_accent_2\",\n"
                       "70:        \"id\": \"colors_background_warm\","),
                  edit(f"{sh}/sections/winter-gifts.liquid",
                       "<section class=\"winter-gifts\">",
                       "<section class=\"winter-gifts\" style=\"background: {{ "
                       "settings.colors_background_warm }};\">")],
                 "خلّيت خلفية قسم هدايا الشتا تاخذ اللون الدافي colors_background_warm من "
                 "settings_schema.json، بدون أي لون مكتوب بالكود."),
        ], "settings_schema.json", tier="personalized", follow_ups=[
            ("سوّي شريط صغير فوك الصفحة للتوصيل المجاني بلون يبيّن زين على الخلفية.", "acm"),
            ("Add a slim free-delivery strip at the top of the page, in a colour that stands out "
             "from the background.", "en"),
            ("Էջին վերեւը անվճար առաքումի բարակ շերտ մը դիր, գոյնով մը որ լաւ կ՚երեւի ետեւի "
             "գոյնին վրայ։", "hyw")]),
        # ------------------- GNU Guix channel (Guile Scheme): packages and workstation systems of
        # the Forge Lane makerspace
        Scenario("guix-base32-hash", "en", gx, [
            Step("laserbridge 0.9.3 is out (the driver bridge for the laser cutter). update our "
                 "package to it",
                 [edit(f"{gx}/forgelane/packages/laser.scm",
                       "    (version \"0.9.2\")",
                       "    (version \"0.9.3\")"),
                  edit(f"{gx}/forgelane/packages/laser.scm",
                       "        (sha256 (base32 \"0k5n9w2c4xqv1m8l7d3rj6yfs0ha2pzgbi9e4tn1uc7xdw3q5lrv\"))",
                       "        (sha256 (base32 \"9f3c1e27a4b8d05c6e9f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d\"))")],
                 "Bumped laserbridge to 0.9.3 and put in the sha256 from the release page."),
            Step("guix build -L . laserbridge: 'invalid base32 string' and CI is red. the release "
                 "page gives a hex sha256, Guix wants its own nix-base32 of the whole checkout. "
                 "we always get it from a clean checkout of the tag with `guix hash -x --serializer=nar .` "
                 "(our origins are git-fetch), never from the release page, then build to prove it",
                 [bash("cd /tmp && git clone -q --branch v0.9.3 https://git.forgelane.example/tools/laserbridge.git "
                       "&& cd laserbridge && guix hash -x --serializer=nar .",
                       "1rq2b4x7mz0kc9dwv5hns3pfl8gj6yai1t0e2wdc4uxk7m9vq3sn"),
                  edit(f"{gx}/forgelane/packages/laser.scm",
                       "        (sha256 (base32 \"9f3c1e27a4b8d05c6e9f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d\"))",
                       "        (sha256 (base32 \"1rq2b4x7mz0kc9dwv5hns3pfl8gj6yai1t0e2wdc4uxk7m9vq3sn\"))"),
                  bash("guix build -L . laserbridge",
                       "successfully built /gnu/store/3yk8...-laserbridge-0.9.3.drv\n"
                       "/gnu/store/9lxq6vz0m2k4c1h7dn3ra5wfpj8bsg0t-laserbridge-0.9.3")],
                 "Took the hash from a clean v0.9.3 checkout with guix hash -x --serializer=nar and "
                 "the package builds."),
        ], "--serializer=nar", tier="procedural", follow_ups=[
            ("The vinyl-cutter helper tagged a 2.4.1 release last night. Move our recipe onto it.",
             "en"),
            ("De vinyl-cutter helper dem put out a 2.4.1 las' night. Move we recipe up to it.",
             "bjs"),
            ("Li auxiliari del tallator de vinyl ha publicat un version 2.4.1 yer. Ples mover nor "
             "recepte a it.", "ie")]),
        Scenario("guix-lint-before-push", "en", gx, [
            Step("add a package for kiln-timer (our little Python tool for the ceramics corner, "
                 "v1.2.0 on the forge) and push it",
                 [write(f"{gx}/forgelane/packages/ceramics.scm",
                        "(define-module (forgelane packages ceramics)\n  #:use-module (guix packages)\n"
                        "  #:use-module (guix git-download)\n  #:use-module (guix build-system pyproject)\n"
                        "  #:use-module ((guix licenses) #:prefix license:))\n\n(define-public kiln-timer\n"
                        "  (package\n    (name \"kiln-timer\")\n    (version \"1.2.0\")\n    (source (origin\n"
                        "              (method git-fetch)\n              (uri (git-reference\n"
                        "                    (url \"https://git.forgelane.example/tools/kiln-timer.git\")\n"
                        "                    (commit (string-append \"v\" version))))\n"
                        "              (sha256 (base32 \"0m4c8x1n7v2q9k5w3h6d0rbf1ls8ya2jg7pt4ez9ui6oc3kw5nxd\"))))\n"
                        "    (build-system pyproject-build-system)\n    (synopsis \"kiln timer for the "
                        "ceramics corner.\")\n    (description \"this tool shows kiln firing stages\")\n"
                        "    (home-page \"https://git.forgelane.example/tools/kiln-timer\")\n"
                        "    (license license:gpl3+)))\n"),
                  bash("guix build -L . kiln-timer && git add -A && git commit -qm 'add kiln-timer' "
                       "&& git push -q", "/gnu/store/4bn0...-kiln-timer-1.2.0")],
                 "Added kiln-timer; it builds and is pushed."),
            Step("CI went red on the check job: 'kiln-timer@1.2.0: synopsis should start with an "
                 "upper-case letter or digit', 'synopsis should not end with a period', "
                 "'description should start with an upper-case letter', 'file name of origin "
                 "should contain the package name'. building is not enough here. every "
                 "package you add or touch goes through `guix lint -L . <name>` locally and has "
                 "to come out clean before a push",
                 [edit(f"{gx}/forgelane/packages/ceramics.scm",
                       "    (synopsis \"kiln timer for the ceramics corner.\")\n    (description "
                       "\"this tool shows kiln firing stages\")",
                       "    (synopsis \"Firing-stage timer for a ceramics kiln\")\n    (description "
                       "\"Kiln-timer shows the stages of a kiln firing schedule and warns when a "
                       "stage runs over.\")"),
                  edit(f"{gx}/forgelane/packages/ceramics.scm",
                       "              (sha256",
                       "              (file-name (git-file-name name version))\n              (sha256"),
                  bash("guix lint -L . kiln-timer", ""),
                  bash("git commit -qam 'kiln-timer: fix lint warnings' && git push -q", "")],
                 "Fixed the synopsis, description and file-name; guix lint is now silent for "
                 "kiln-timer and the fix is pushed."),
        ], "lint", tier="procedural", follow_ups=[
            ("We also want the sticker-printer daemon in the channel, version 0.3 from the forge. "
             "Package it and send it up.", "en"),
            ("Na duhet edhe daemon-i i printerit të etiketave n'kanal, versioni 0.3 prej forge-it. "
             "Bâje paketë e çoje lart.", "aln"),
            ("نريد هم خدمة طابعة الستكرات بالقناة، النسخة 0.3 من الـ forge. سوّيلها باكيج ودزّها.",
             "acm")]),
        Scenario("guix-pref-changelog-commits", "en", gx, [
            Step("one thing about commits in this channel, from now on: I want GNU ChangeLog style "
                 "messages, like upstream Guix. first line '<file>: <summary>.', blank line, then "
                 "'* forgelane/packages/x.scm (pkg)[field]: What changed.' one entry per changed "
                 "package. with that: add python-pyserial as a propagated input of kiln-timer",
                 [edit(f"{gx}/forgelane/packages/ceramics.scm",
                       "    (build-system pyproject-build-system)",
                       "    (build-system pyproject-build-system)\n    (propagated-inputs (list "
                       "python-pyserial))"),
                  bash("git commit -qam 'forgelane: ceramics: Add pyserial to kiln-timer.\n\n"
                       "* forgelane/packages/ceramics.scm (kiln-timer)[propagated-inputs]: Add "
                       "python-pyserial.'", "")],
                 "Added python-pyserial and committed with a ChangeLog-style message."),
        ], "ChangeLog", tier="personalized", follow_ups=[
            ("Drop the old prusa-slicer pin from the printers module and commit it.", "en"),
            ("نحّي الـ pin القديم نتاع prusa-slicer من موديل الطابعات وعمل commit.", "arq"),
            ("Skloni stari pin za prusa-slicer iz modula za štampače i komituj to.", "cnr")]),
        Scenario("guix-time-machine-pinned", "ie", gx, [
            Step("Li statione del sierra laser (ws-laser) deve haver li nov version de laserbridge. "
                 "Ples reconfigurar it",
                 [bash("ssh ws-laser.forgelane.example 'sudo guix system reconfigure "
                       "/etc/forgelane/ws-laser.scm'",
                       "guix system: warning: Your Guix installation is 23 days old.\n"
                       "building /gnu/store/...-system.drv...\nactivating system...\n"
                       "guix system: bootloader successfully installed on '/dev/nvme0n1'")],
                 "ws-laser es reconfigurat con li nov laserbridge."),
            Step("Ma it ha usat li guix quel hasardmen esset sur ti machine, ne nor canales "
                 "fixat. Nu ws-laser have un altri inkscape quam li altri statione e li "
                 "extension del laser ne functiona. Noi sempre reconfigura tra li canales fixat in "
                 "channels-lock.scm: `guix time-machine -C channels-lock.scm -- system reconfigure "
                 "...`. Ples refar it talmen",
                 [bash("ssh ws-laser.forgelane.example 'cd /etc/forgelane && sudo guix "
                       "time-machine -C channels-lock.scm -- system reconfigure ws-laser.scm'",
                       "Updating channel 'forgelane' from Git repository at "
                       "'https://git.forgelane.example/infra/forgelane-channel.git'...\n"
                       "Updating channel 'guix' from Git repository at "
                       "'https://git.savannah.gnu.org/git/guix.git'...\nactivating system...\n"
                       "guix system: bootloader successfully installed on '/dev/nvme0n1'"),
                  bash("ssh ws-laser.forgelane.example 'inkscape --version'",
                       "Inkscape 1.3.2 (091e20e, 2023-11-25)")],
                 "Reconfigurat ws-laser tra li canales fixat in channels-lock.scm; inkscape es "
                 "denov 1.3.2 quam sur li altri statione."),
        ], "time-machine", tier="procedural", follow_ups=[
            ("Li nov station de soldation (ws-solder) es installat. Ples dar it su systema "
             "complet.", "ie"),
            ("The new soldering station (ws-solder) is installed. Please bring its system up to "
             "what it should be.", "en"),
            ("ایستگاه نو لحیم‌کاری (ws-solder) نصب شده. لطفاً سیستمش را همرای باقی ایستگاه‌ها "
             "یکسان بساز.", "prs")]),
        Scenario("guix-search-patches", "lzh", gx, [
            Step("slicer-profiles 之建敗於 gcc 十三，缺 #include <cstdint>。請修之",
                 [edit(f"{gx}/forgelane/packages/printing.scm",
                       "    (arguments\n     (list #:configure-flags #~(list \"-DBUILD_TESTS=OFF\")))",
                       "    (arguments\n     (list #:configure-flags #~(list \"-DBUILD_TESTS=OFF\")\n"
                       "           #:phases\n           #~(modify-phases %standard-phases\n"
                       "               (add-after 'unpack 'add-cstdint\n                 (lambda _\n"
                       "                   (substitute* \"src/profile_io.cpp\"\n"
                       "                     ((\"#include <vector>\") \"#include <vector>\\n#include <cstdint>\"))))))))"),
                  bash("guix build -L . slicer-profiles",
                       "/gnu/store/2kd7...-slicer-profiles-1.8.0")],
                 "以 substitute* 於 unpack 後加 cstdint，今建成矣。"),
            Step("非吾社之法也。修源碼者，必作補丁之文，置於 forgelane/patches/，名以包名起，"
                 "而於 origin 中以 search-patches 引之，則 guix build -S 所出之源已含其修，"
                 "上游亦可受之。substitute* 唯用於改路徑耳。請改之",
                 [write(f"{gx}/forgelane/patches/slicer-profiles-include-cstdint.patch",
                        "--- a/src/profile_io.cpp\n+++ b/src/profile_io.cpp\n@@ -3,4 +3,5 @@\n"
                        " #include <string>\n #include <vector>\n+#include <cstdint>\n \n "
                        "namespace sp {\n"),
                  edit(f"{gx}/forgelane/packages/printing.scm",
                       "              (sha256 (base32 \"1v7c0q9xk2m5n8d3w6h4jr1zf0ls7pg2ya9bt5ei3uo8kc6nw4xm\"))",
                       "              (sha256 (base32 \"1v7c0q9xk2m5n8d3w6h4jr1zf0ls7pg2ya9bt5ei3uo8kc6nw4xm\"))\n"
                       "              (patches (search-patches \"slicer-profiles-include-cstdint.patch\"))"),
                  edit(f"{gx}/forgelane/packages/printing.scm",
                       "           #:phases\n           #~(modify-phases %standard-phases\n"
                       "               (add-after 'unpack 'add-cstdint\n                 (lambda _\n"
                       "                   (substitute* \"src/profile_io.cpp\"\n"
                       "                     ((\"#include <vector>\") \"#include <vector>\\n#include <cstdint>\"))))))))",
                       ")))"),
                  bash("guix build -L . slicer-profiles",
                       "applying '/gnu/store/...-slicer-profiles-include-cstdint.patch'...\n"
                       "/gnu/store/8qv1...-slicer-profiles-1.8.0")],
                 "已作補丁於 forgelane/patches/，origin 以 search-patches 引之，去 substitute* 之階；建成。"),
        ], "search-patches", tier="procedural", follow_ups=[
            ("飾雕機之控具（engrave-ctl）於新 glibc 下不成，缺一頭文件。請修之。", "lzh"),
            ("The engraver control tool (engrave-ctl) no longer compiles against the new glibc, a "
             "header include is missing. Can you sort it out in our channel?", "en"),
            ("Gravür makinasının kontrol aletı (engrave-ctl) eni glibc ilän artık derlenmeer, bir "
             "başlık dosyası eksik. Kanalda bunu düzeldäbilirsin mi?", "gag")]),
        Scenario("guix-pref-gexp-arguments", "gag", gx, [
            Step("Başlamadan: bän eni paketlerdä arguments için G-expressions isteerim, #~ hem #$ "
                 "ilän, eski quasiquote (`( ... ,) stilindä diil. Şindi openscad-libs paketinä "
                 "bir install fazası koy, ki kitaplıklar share/openscad/libraries içinä gitsin",
                 [edit(f"{gx}/forgelane/packages/cad.scm",
                       "    (build-system copy-build-system)",
                       "    (build-system copy-build-system)\n    (arguments\n     (list\n      "
                       "#:install-plan\n      #~'((\"libraries/\" \"share/openscad/libraries/\"))\n      "
                       "#:phases\n      #~(modify-phases %standard-phases\n          (add-after "
                       "'install 'remove-examples\n            (lambda _\n              "
                       "(delete-file-recursively\n               (string-append #$output "
                       "\"/share/openscad/libraries/examples\")))))))"),
                  bash("guix build -L . openscad-libs",
                       "/gnu/store/6mw3...-openscad-libs-2024.03")],
                 "openscad-libs şindi arguments içindä G-expression ilän (#~ hem #$output) "
                 "kitaplıkları share/openscad/libraries içinä koyêr."),
        ], "G-expressions", tier="personalized", follow_ups=[
            ("freecad-workbenches paketinä bir faza koy, ki kurulduktan sora __pycache__ "
             "klasörlerini silsin.", "gag"),
            ("Add a phase to the freecad-workbenches package that removes the __pycache__ folders "
             "after install.", "en"),
            ("ใส่ phase ในแพ็กเกจ freecad-workbenches ให้มันลบโฟลเดอร์ __pycache__ ถิ่มหลังติดตั้งแล้วเด้อ",
             "tts")]),
        # ------------------- Hasura v2 project (Postgres migrations, metadata, actions, event
        # triggers): the sign-up backend of the Brightwater holiday play scheme
        Scenario("hasura-migrations-not-psql", "en", hs, [
            Step("parents want to note a child's swimming level. add a swim_level column to "
                 "children (text, nullable) and expose it to the parent role",
                 [bash("psql \"$DEV_DATABASE_URL\" -c \"ALTER TABLE public.children ADD COLUMN "
                       "swim_level text;\"", "ALTER TABLE"),
                  edit(f"{hs}/metadata/databases/default/tables/public_children.yaml",
                       "        - allergies",
                       "        - allergies\n        - swim_level"),
                  bash("hasura metadata apply", "INFO Metadata applied")],
                 "Added swim_level on the dev database and to the parent role's columns; metadata "
                 "is applied."),
            Step("staging deploy just failed: 'field swim_level not found in table children' on "
                 "metadata apply. you changed the dev database by hand, so nothing in git creates "
                 "the column anywhere else. every schema change is a migration: `hasura migrate "
                 "create <name> --database-name default` with up.sql and down.sql, then `hasura "
                 "migrate apply` before `metadata apply`. redo it that way",
                 [bash("hasura migrate create add_children_swim_level --database-name default",
                       "INFO Migrations files created name=add_children_swim_level "
                       "version=1733571200123"),
                  write(f"{hs}/migrations/default/1733571200123_add_children_swim_level/up.sql",
                        "ALTER TABLE public.children ADD COLUMN IF NOT EXISTS swim_level text;\n"),
                  write(f"{hs}/migrations/default/1733571200123_add_children_swim_level/down.sql",
                        "ALTER TABLE public.children DROP COLUMN swim_level;\n"),
                  bash("hasura migrate apply --database-name default --skip-execution --version "
                       "1733571200123 && hasura migrate status --database-name default | tail -1",
                       "1733571200123  add_children_swim_level  Present  Present")],
                 "Wrote the change as migration 1733571200123 with up and down SQL and marked it "
                 "applied on dev (the column already exists there); staging will get it from "
                 "migrate apply before metadata."),
        ], "migrate", tier="procedural", follow_ups=[
            ("Staff want a 'collected_by' name on each booking (who picks the child up). Add it "
             "so it shows up in the staff app.", "en"),
            ("De leiding wil bie elke boeking un naom 'collected_by' (wie 't kind ophaolt). Zet "
             "da d'r bie, zodat 't in de app van de leiding komt.", "zea"),
            ("The staff wan' one 'collected_by' name for every booking, who dey go pick the pikin. "
             "Add am make e show for the staff app.", "gpe")]),
        Scenario("hasura-parent-row-filter", "en", hs, [
            Step("give the parent role select on medical_notes so parents can check what we have "
                 "on file",
                 [edit(f"{hs}/metadata/databases/default/tables/public_medical_notes.yaml",
                       "select_permissions:\n  - role: staff",
                       "select_permissions:\n  - role: parent\n    permission:\n      columns:\n"
                       "        - child_id\n        - note\n        - updated_at\n      filter: {}\n"
                       "  - role: staff"),
                  bash("hasura metadata apply", "INFO Metadata applied")],
                 "Parents can now read medical notes."),
            Step("filter {} means any logged-in parent can read EVERY child's medical notes. I "
                 "just did it with the test parent and saw the Okafor twins' epipen note. every "
                 "parent-role permission here filters through the guardian link to the session "
                 "variable: child: {guardians: {user_id: {_eq: X-Hasura-User-Id}}}. no exceptions, "
                 "and check it with a second test parent",
                 [edit(f"{hs}/metadata/databases/default/tables/public_medical_notes.yaml",
                       "      filter: {}\n  - role: staff",
                       "      filter:\n        child:\n          guardians:\n            user_id:\n"
                       "              _eq: X-Hasura-User-Id\n  - role: staff"),
                  bash("hasura metadata apply && ./scripts/as-role.sh parent test-parent-2 "
                       "'{ medical_notes { child_id } }'",
                       "INFO Metadata applied\n{\"data\":{\"medical_notes\":[{\"child_id\":\"c-2207\"}]}}")],
                 "The parent permission on medical_notes now filters by the guardian's user id from "
                 "X-Hasura-User-Id; the second test parent only sees their own child c-2207."),
        ], "X-Hasura-User-Id", tier="procedural", follow_ups=[
            ("Parents should be able to see the photo-consent answers they gave. Open that up for "
             "them.", "en"),
            ("E dada thaj e daja trebul te dikhen so phende pa fotografiǎ (photo consent). Putar "
             "lenge odova.", "rom"),
            ("父母當得見其所許攝影之答。請為之開其閱。", "lzh")]),
        Scenario("hasura-pref-table-timestamps", "en", hs, [
            Step("my house rules for this schema, before you add anything: table names plural "
                 "snake_case, and every new table gets created_at and updated_at timestamptz "
                 "default now(), with the set_current_timestamp_updated_at trigger on "
                 "updated_at. first job: a table for the trip days (date, destination, seats)",
                 [bash("hasura migrate create create_trip_days --database-name default",
                       "INFO Migrations files created name=create_trip_days version=1733574800456"),
                  write(f"{hs}/migrations/default/1733574800456_create_trip_days/up.sql",
                        "CREATE TABLE public.trip_days (\n  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),\n"
                        "  trip_date date NOT NULL,\n  destination text NOT NULL,\n  seats integer NOT "
                        "NULL CHECK (seats > 0),\n  created_at timestamptz NOT NULL DEFAULT now(),\n"
                        "  updated_at timestamptz NOT NULL DEFAULT now()\n);\nCREATE TRIGGER "
                        "set_public_trip_days_updated_at BEFORE UPDATE ON public.trip_days\n  FOR EACH "
                        "ROW EXECUTE FUNCTION public.set_current_timestamp_updated_at();\n"),
                  write(f"{hs}/migrations/default/1733574800456_create_trip_days/down.sql",
                        "DROP TABLE public.trip_days;\n")],
                 "Created trip_days (plural snake_case) with created_at, updated_at and the "
                 "updated_at trigger."),
        ], "updated_at", tier="personalized", follow_ups=[
            ("We need somewhere to keep the minibus drivers and their licence check dates.", "en"),
            ("미니버스 운전수덜광 면허 확인 날짜 담아 둘 디가 이서사 ᄒᆞ쿠다.", "jje"),
            ("Մեզի տեղ մը պէտք է միքրոպասի վարորդներն ու անոնց արտօնագրի ստուգման թուականները "
             "պահելու համար։", "hyw")]),
        Scenario("hasura-event-trigger-retries", "jje", hs, [
            Step("예약ᄒᆞ민 부모신디 확인 메일 가게 ᄒᆞ여 줍서. 메일 보내는 건 mailer 서비스가 "
                 "ᄒᆞ는 거마씸",
                 [edit(f"{hs}/metadata/databases/default/tables/public_bookings.yaml",
                       "table:\n  name: bookings\n  schema: public",
                       "table:\n  name: bookings\n  schema: public\nevent_triggers:\n  - name: "
                       "booking_confirmation\n    definition:\n      enable_manual: false\n      "
                       "insert:\n        columns: '*'\n    webhook: "
                       "http://mailer.brightwater.example/hooks/booking-confirmation"),
                  bash("hasura metadata apply", "INFO Metadata applied")],
                 "예약이 생기민 mailer로 이벤트가 가게 ᄒᆞ였수다."),
            Step("어제 mailer 재시작ᄒᆞ는 오 분 새에 들어온 예약 열두 개 메일이 하나도 안 갔수다. "
                 "retry가 없으난 한 번 실패ᄒᆞ민 끝이우다. 우리 이벤트 트리거는 다 retry_conf로 "
                 "num_retries 5, interval_sec 60, timeout_sec 30 주곡, mailer 쪽은 event id 보멍 "
                 "두 번 안 보내게 ᄒᆞ는 게 규칙이우다. 경 ᄒᆞ여 줍서",
                 [edit(f"{hs}/metadata/databases/default/tables/public_bookings.yaml",
                       "    webhook: http://mailer.brightwater.example/hooks/booking-confirmation",
                       "    retry_conf:\n      num_retries: 5\n      interval_sec: 60\n      "
                       "timeout_sec: 30\n    webhook: http://mailer.brightwater.example/hooks/"
                       "booking-confirmation"),
                  edit(f"{hs}/services/mailer/src/hooks.ts",
                       "  const booking = body.event.data.new;",
                       "  const booking = body.event.data.new;\n  if (await sentLog.has(body.id)) "
                       "return res.status(200).json({ skipped: true });"),
                  bash("hasura metadata apply", "INFO Metadata applied")],
                 "트리거에 retry_conf(num_retries 5, interval_sec 60, timeout_sec 30) 넣곡 mailer는 "
                 "event id 보멍 중복 안 보내게 ᄒᆞ였수다."),
        ], "num_retries", tier="procedural", follow_ups=[
            ("예약 취소ᄒᆞ민 대기 명단 첫 번째 부모신디 문자 가게 ᄒᆞ여 줍서.", "jje"),
            ("When a booking is cancelled, text the first family on the waiting list.", "en"),
            ("When somebody cancel a bookin', sen' a text to de firs' family pun de waitin' list.",
             "bjs")]),
        Scenario("hasura-down-migrations", "arq", hs, [
            Step("زيد جدول allergies_catalog باش الستاف يختارو الحساسية من ليستة",
                 [bash("hasura migrate create create_allergies_catalog --database-name default",
                       "INFO Migrations files created name=create_allergies_catalog "
                       "version=1733578400789"),
                  write(f"{hs}/migrations/default/1733578400789_create_allergies_catalog/up.sql",
                        "CREATE TABLE public.allergies_catalog (\n  code text PRIMARY KEY,\n  label "
                        "text NOT NULL,\n  created_at timestamptz NOT NULL DEFAULT now(),\n  "
                        "updated_at timestamptz NOT NULL DEFAULT now()\n);\n"),
                  write(f"{hs}/migrations/default/1733578400789_create_allergies_catalog/down.sql",
                        "-- Could not auto-generate a down migration.\n")],
                 "درت الجدول allergies_catalog في migration جديدة."),
            Step("الـ CI طاح: 'round-trip check failed: migrate apply --down 1 left table "
                 "allergies_catalog'. عندنا كل migration لازم يكون عندها down.sql يخدم بصح، "
                 "الـ CI يدير up ومن بعد down ومن بعد up. ما تخليش down.sql فارغ ولا بالكومنتار برك",
                 [write(f"{hs}/migrations/default/1733578400789_create_allergies_catalog/down.sql",
                        "DROP TABLE IF EXISTS public.allergies_catalog;\n"),
                  bash("hasura migrate apply --down 1 --database-name default && hasura migrate "
                       "apply --database-name default",
                       "INFO migrations applied\nINFO migrations applied")],
                 "كتبت down.sql صحيح (DROP TABLE) وجربت down ومن بعد up على dev، كلش خدم."),
        ], "down.sql", tier="procedural", follow_ups=[
            ("زيد عمود age_group للـ sessions باش نفرقو بين الصغار والكبار.", "arq"),
            ("Add an age_group column to sessions so we can split the little ones from the "
             "older kids.", "en"),
            ("Adde un columne age_group al sessiones por que noi posse separar li micri infantes "
             "del plu grand.", "ie")]),
        Scenario("hasura-pref-graphql-default-naming", "cnr", hs, [
            Step("Prije nego što kreneš: frontend tim hoće camelCase imena u GraphQL-u (bookingsAggregate, "
                 "insertTripDaysOne...), pa svaki izvor podataka neka ima naming_convention "
                 "graphql-default, ne hasura-default. Sad pratite (track) tabelu trip_days",
                 [edit(f"{hs}/metadata/databases/databases.yaml",
                       "  kind: postgres",
                       "  kind: postgres\n  customization:\n    naming_convention: graphql-default"),
                  edit(f"{hs}/metadata/databases/default/tables/tables.yaml",
                       "- \"!include public_bookings.yaml\"",
                       "- \"!include public_bookings.yaml\"\n- \"!include public_trip_days.yaml\""),
                  write(f"{hs}/metadata/databases/default/tables/public_trip_days.yaml",
                        "table:\n  name: trip_days\n  schema: public\n"),
                  bash("HASURA_FF_NAMING_CONVENTION=true hasura metadata apply",
                       "INFO Metadata applied")],
                 "Izvor default sad ima naming_convention graphql-default; trip_days je praćena i "
                 "u GraphQL-u se zove tripDays."),
        ], "graphql-default", tier="personalized", follow_ups=[
            ("Uključi i tabelu vozača u API, da je frontend može čitati.", "cnr"),
            ("Expose the drivers table through the API so the frontend can read it.",
             "en"),
            ("Nxirre edhe tabelën e shoferëve n'API, qi frontend-i me mujt me e lexu.",
             "aln")]),
        # ------------------- Raku distribution (Darkroom::Chemlog, zef, META6.json, prove6): the
        # chemistry logs of the Silverhalide community darkroom
        Scenario("raku-meta6-provides", "en", rk, [
            Step("split the developer-exhaustion maths out of Chemlog.rakumod into its own module, "
                 "Darkroom::Chemlog::Exhaustion",
                 [write(f"{rk}/lib/Darkroom/Chemlog/Exhaustion.rakumod",
                        "unit module Darkroom::Chemlog::Exhaustion;\n\nsub rolls-left(Int $capacity, "
                        "Int $used --> Int) is export {\n    max 0, $capacity - $used\n}\n"),
                  edit(f"{rk}/lib/Darkroom/Chemlog.rakumod",
                       "unit module Darkroom::Chemlog;",
                       "unit module Darkroom::Chemlog;\nuse Darkroom::Chemlog::Exhaustion;"),
                  bash("prove6 -Ilib t/", "t/01-parse.rakutest ...... ok\nt/02-exhaustion.rakutest "
                       "... ok\nAll tests successful.\nResult: PASS")],
                 "Moved the exhaustion maths into Darkroom::Chemlog::Exhaustion; all tests pass."),
            Step("the darkroom PC installs with `zef install .` and now chemlog dies with 'Could "
                 "not find Darkroom::Chemlog::Exhaustion in: inst#/home/darkroom/.raku'. -Ilib "
                 "hides it: an installed distribution only has the modules listed under "
                 "\"provides\" in META6.json. every new module gets its line there, and check "
                 "with a real install (`zef install . --force-install` into a scratch "
                 "repo), not only prove6 -Ilib",
                 [edit(f"{rk}/META6.json",
                       "    \"Darkroom::Chemlog\": \"lib/Darkroom/Chemlog.rakumod\"",
                       "    \"Darkroom::Chemlog\": \"lib/Darkroom/Chemlog.rakumod\",\n"
                       "    \"Darkroom::Chemlog::Exhaustion\": \"lib/Darkroom/Chemlog/Exhaustion.rakumod\""),
                  bash("zef install . --force-install --to=inst#/tmp/zef-scratch && "
                       "RAKULIB=inst#/tmp/zef-scratch chemlog summary t/data/sample.log",
                       "===> Testing: Darkroom::Chemlog:ver<0.4.0>\n===> Testing [OK] for "
                       "Darkroom::Chemlog:ver<0.4.0>\n===> Installing: Darkroom::Chemlog:ver<0.4.0>\n"
                       "D-76 stock 1+1: 14 rolls used, 2 left")],
                 "Added Darkroom::Chemlog::Exhaustion to provides in META6.json; a scratch zef "
                 "install now finds it and chemlog runs."),
        ], "provides", tier="procedural", follow_ups=[
            ("Put the fixer-testing code in a module of its own too, Darkroom::Chemlog::Fixer, so "
             "the members' PC can use it.", "en"),
            ("کد آزمایش فیکسر را هم در یک ماژول جدا بگذار، Darkroom::Chemlog::Fixer، تا کمپیوتر "
             "اعضا هم از آن استفاده کرده بتواند.", "prs"),
            ("Fiksercä test kodunu da aurı bir modulä koy, Darkroom::Chemlog::Fixer, ki azaların "
             "kompüterı da onu kullanabilsin.", "gag")]),
        Scenario("raku-put-not-say", "en", rk, [
            Step("add `chemlog export` that writes every mixing record as CSV lines to stdout, "
                 "the treasurer pipes it into a spreadsheet",
                 [edit(f"{rk}/bin/chemlog",
                       "multi sub MAIN('summary', $file) {",
                       "multi sub MAIN('export', $file) {\n    my @rows = parse-log($file.IO).map: "
                       "{ (.date, .chemical, .volume-ml, .member).join(',') };\n    say @rows;\n}\n\n"
                       "multi sub MAIN('summary', $file) {"),
                  bash("raku -Ilib bin/chemlog export t/data/sample.log | head -c 120",
                       "[2026-11-02,D-76,1000,aziz 2026-11-02,Rapid Fixer,500,aziz 2026-11-05,"
                       "Stop bath,250,ines 2026-11-09,D-76,1000,tomek")],
                 "Added chemlog export; it prints the records as CSV."),
            Step("that's one line with brackets, and on the real 2026 log it ends in '...' after "
                 "100 records: say calls .gist, and .gist of a list is a summary for humans, cut "
                 "at 100 elements. the treasurer's sheet lost most of the year. anything a "
                 "program or a person will copy goes out with put (or .put per line), never say; "
                 "say is only for debugging here",
                 [edit(f"{rk}/bin/chemlog",
                       "    say @rows;",
                       "    .put for @rows;"),
                  bash("raku -Ilib bin/chemlog export logs/2026.log | wc -l && raku -Ilib "
                       "bin/chemlog export logs/2026.log | tail -1",
                       "412\n2026-12-05,Rapid Fixer,500,ines")],
                 "export now writes one CSV line per record with put; the 2026 log gives all 412 "
                 "records, none cut."),
        ], "put", tier="procedural", follow_ups=[
            ("The committee wants a plain list of every member who mixed chemistry this year, one "
             "name per line, to paste into the newsletter.", "en"),
            ("คณะกรรมการอยากได้ลิสต์ชื่อสมาชิกทุกคนที่ผสมน้ำยาปีนี้ บรรทัดละชื่อ เอาไปแปะในจดหมายข่าว",
             "tts"),
            ("De committee want a plain list o' every member who mix chemicals dis year, one name "
             "a line, fuh paste in de newsletter.", "bjs")]),
        Scenario("raku-pref-multi-dispatch", "en", rk, [
            Step("style note before you write more: where behaviour depends on the kind of thing "
                 "(film vs paper developer, C-41 vs B&W), I want multi subs with signatures and "
                 "where-clauses, not given/when or if/elsif chains on a type field. now add "
                 "capacity for paper developers (Dektol 1+2: 20 prints per litre)",
                 [edit(f"{rk}/lib/Darkroom/Chemlog/Exhaustion.rakumod",
                       "sub rolls-left(Int $capacity, Int $used --> Int) is export {",
                       "multi sub capacity(Chemical $c where .kind eq 'paper-dev' && .name eq "
                       "'Dektol' --> Int) is export {\n    20 * $c.litres\n}\nmulti sub capacity("
                       "Chemical $c where .kind eq 'film-dev' --> Int) is export {\n    "
                       "$c.rolls-per-litre * $c.litres\n}\n\nsub rolls-left(Int $capacity, Int $used "
                       "--> Int) is export {"),
                  bash("prove6 -Ilib t/", "All tests successful.\nResult: PASS")],
                 "Added paper developer capacity as a separate multi candidate next to the film "
                 "one, dispatching on a where-clause."),
        ], "multi", tier="personalized", follow_ups=[
            ("Warn when a chemical is past its shelf life; stock developer, working fixer and "
             "hypo clear each keep differently.", "en"),
            ("Avisa quande un chemical ha passat su durabilitá; li developer de stock, li fixator "
             "in usage e li hypo clear conserva se diferentmen.", "ie"),
            ("Paralajmëro kur nji kimikat e ka kalu afatin; zhvilluesi stok, fiksuesi n'përdorim "
             "e hypo clear-i mbahen ndryshe.", "aln")]),
        Scenario("raku-windows-1252-logs", "hyw", rk, [
            Step("Հին համակարգիչին (DARKROOM-XP) LOG ֆայլերը ալ կարդա՛, անոնք .LOG վերջաւորութիւն ունին",
                 [bash("raku -Ilib bin/chemlog summary /mnt/xp-share/CHEM2019.LOG",
                       "Malformed UTF-8 near bytes e9 76 65 at line 14 col 22\n  in sub parse-log at "
                       "lib/Darkroom/Chemlog.rakumod (Darkroom::Chemlog) line 31"),
                  edit(f"{rk}/lib/Darkroom/Chemlog.rakumod",
                       "    for $file.lines -> $line {",
                       "    for $file.lines(:enc<utf8-c8>) -> $line {"),
                  bash("raku -Ilib bin/chemlog summary /mnt/xp-share/CHEM2019.LOG | head -2",
                       "R\U0010FFFDxE9v\U0010FFFDxE9lateur Kodak: 6 mixes\nSt\U0010FFFDxF6pbad: 4 mixes")],
                 "utf8-c8-ով կարդացի, ֆայլը այլեւս չի ձախողիր։"),
            Step("Ա՛յս ձեւով անունները աղբ կը դառնան («R?xE9v?lateur»)։ Հին XP համակարգիչը "
                 "windows-1252 կը գրէ։ Մեզի մօտ կանոնը այս է. .LOG ֆայլերը միշտ :enc<windows-1252>-ով "
                 "կը կարդացուին, նոր .log ֆայլերը՝ utf8-ով, իսկ utf8-c8 չենք գործածեր։ Այդպէս ըրէ",
                 [edit(f"{rk}/lib/Darkroom/Chemlog.rakumod",
                       "    for $file.lines(:enc<utf8-c8>) -> $line {",
                       "    my $enc = $file.extension eq 'LOG' ?? 'windows-1252' !! 'utf8';\n"
                       "    for $file.lines(:$enc) -> $line {"),
                  bash("raku -Ilib bin/chemlog summary /mnt/xp-share/CHEM2019.LOG | head -2",
                       "Révélateur Kodak: 6 mixes\nStöpbad: 4 mixes")],
                 "Հիմա .LOG ֆայլերը windows-1252-ով կը կարդացուին, միւսները՝ utf8-ով. «Révélateur» "
                 "ճիշդ կ՚երեւի։"),
        ], "windows-1252", tier="procedural", follow_ups=[
            ("Հին համակարգիչին վրայ 2017-ի եւ 2018-ի տետրակներն ալ կան։ Անոնց ամփոփումը ալ հանէ։",
             "hyw"),
            ("The old XP machine also has the 2017 and 2018 notebooks on it. Pull summaries out "
             "of those too.", "en"),
            ("الكمبيوتر القديم بيه هم دفاتر 2017 و2018. طلّعلي ملخص منهم هم.", "acm")]),
        Scenario("raku-test-fixtures", "tts", rk, [
            Step("เขียนเทสให้คำสั่ง chemlog members แน่ เบิ่งว่ามันนับคนถืกบ่",
                 [write(f"{rk}/t/05-members.rakutest",
                        "use Test;\nuse Darkroom::Chemlog;\n\nmy @m = members('/home/darkroom/share/"
                        "logs/2026.log'.IO);\nis @m.elems, 23, 'members counted';\ndone-testing;\n"),
                  bash("prove6 -Ilib t/05-members.rakutest", "t/05-members.rakutest .. ok\n"
                       "Result: PASS")],
                 "เพิ่มเทส t/05-members.rakutest แล้ว ผ่านอยู่"),
            Step("บ่ได้เด้อ เทสนี่ไปอ่านไฟล์จริงของสมาชิกในเครื่องข่อย ชื่อคนจริงทั้งหมด เครื่อง CI บ่มีไฟล์นี่ "
                 "กะเลยพัง แล้วพอปีใหม่จำนวนคนกะปลี่ยน ของเฮาเทสต้องใช้ไฟล์ตัวอย่างที่ปิดชื่อแล้วใน t/data "
                 "เท่านั้น หาทางด้วย $*PROGRAM.parent.add('data') บ่ให้อ้างพาธในเครื่องไผ",
                 [write(f"{rk}/t/data/members-2026-anon.log",
                        "2026-01-04;D-76;1000;member-01\n2026-01-04;Rapid Fixer;500;member-02\n"
                        "2026-02-11;D-76;1000;member-01\n2026-03-02;Stop bath;250;member-03\n"),
                  write(f"{rk}/t/05-members.rakutest",
                        "use Test;\nuse Darkroom::Chemlog;\n\nmy $data = $*PROGRAM.parent.add('data');\n"
                        "my @m = members($data.add('members-2026-anon.log'));\nis @m.elems, 3, "
                        "'three distinct members';\ndone-testing;\n"),
                  bash("prove6 -Ilib t/05-members.rakutest", "t/05-members.rakutest .. ok\n"
                       "Result: PASS")],
                 "เปลี่ยนเทสให้อ่านไฟล์ตัวอย่างปิดชื่อใน t/data ผ่าน $*PROGRAM.parent.add('data') แล้ว"),
        ], "t/data", tier="procedural", follow_ups=[
            ("เขียนเทสให้การคิดว่าน้ำยาเหลือใช้ได้อีกกี่ม้วนแน่ เอาแบบที่ CI รันได้", "tts"),
            ("Write tests for the rolls-remaining calculation, ones that can run in CI.", "en"),
            ("اكتب tests للحساب نتاع شحال من film باقي نقدرو نحمضو، يكونو يخدمو في الـ CI.", "arq")]),
        Scenario("raku-pref-friendly-errors", "gpe", rk, [
            Step("Chale, before you start: the members wey dey use chemlog no be programmers. "
                 "When something go wrong I no want see backtrace at all. Put one CATCH for MAIN "
                 "wey go print one short line wey tell the person wetin e fit do, then exit 2. "
                 "Now make `chemlog mix` refuse volume wey pass 5 litres",
                 [edit(f"{rk}/bin/chemlog",
                       "multi sub MAIN('mix', $chemical, Int $ml) {",
                       "multi sub MAIN('mix', $chemical, Int $ml) {\n    CATCH {\n        default {\n"
                       "            note \"chemlog: {.message} (ask on the darkroom board if unsure)\";\n"
                       "            exit 2;\n        }\n    }\n    die \"{$ml} ml is more than the 5 litre "
                       "tank; mix it in two batches\" if $ml > 5000;"),
                  bash("raku -Ilib bin/chemlog mix D-76 6000; echo \"exit=$?\"",
                       "chemlog: 6000 ml is more than the 5 litre tank; mix it in two batches (ask "
                       "on the darkroom board if unsure)\nexit=2")],
                 "chemlog mix now stops at 5 litres with one plain line and exit 2, via a CATCH, "
                 "no backtrace."),
        ], "CATCH", tier="personalized", follow_ups=[
            ("Make chemlog stop when somebody type date wey never reach yet for the mixing log.",
             "gpe"),
            ("Have chemlog refuse a mixing entry dated in the future.", "en"),
            ("Neka chemlog odbije unos miješanja s datumom koji još nije došao.", "cnr")]),
        # ------------------- Jsonnet/Grafonnet dashboards (jsonnet-bundler, Makefile, Grafana
        # provisioning): the monitoring of the Kettleby district heating co-op
        Scenario("jsonnet-lockfile-not-vendor", "en", kh, [
            Step("add the grafonnet v11 library so we can build the new substation dashboard with "
                 "it, and commit",
                 [bash("jb install github.com/grafana/grafonnet/gen/grafonnet-v11.0.0@main",
                       "GET https://github.com/grafana/grafonnet/archive/1c5ad2e0.tar.gz 200"),
                  bash("git add -A && git commit -qm 'add grafonnet v11' && git show --stat HEAD "
                       "| tail -1", " 3127 files changed, 418204 insertions(+)")],
                 "Installed grafonnet v11 with jb and committed it."),
            Step("3127 files: you committed vendor/. it's in .gitignore for a reason and you "
                 "forced it in with -A after someone's old negation rule. here CI runs `jb "
                 "install` itself; what we commit is jsonnetfile.json and jsonnetfile.lock.json "
                 "(the lock pins the exact commit), never vendor/. undo that",
                 [bash("git reset -q --soft HEAD~1 && git restore --staged vendor && git status "
                       "--short | head -3", "M  jsonnetfile.json\nM  jsonnetfile.lock.json\n"),
                  edit(f"{kh}/.gitignore", "!vendor/grafonnet-lib/\n", ""),
                  bash("git add .gitignore && git commit -qm 'Add grafonnet v11 (lock only)' && git "
                       "show --stat HEAD | tail -1",
                       " 3 files changed, 24 insertions(+), 1 deletion(-)")],
                 "Recommitted with only jsonnetfile.json, jsonnetfile.lock.json and the fixed "
                 ".gitignore; vendor/ stays out of git and CI fetches it from the lock."),
        ], "jsonnetfile.lock.json", tier="procedural", follow_ups=[
            ("We'll need the kube-prometheus mixins for the boiler-house cluster dashboards. "
             "Bring them into the repo.", "en"),
            ("نحتاج الـ mixins مال kube-prometheus حتى نسوّي داشبوردات كلستر بيت البويلر. دخّلها "
             "للريبو.", "acm"),
            ("نحتاجو الـ mixins نتاع kube-prometheus باش نديرو dashboards نتاع الـ cluster في "
             "دار البوالر. دخلهم للـ repo.", "arq")]),
        Scenario("jsonnet-stable-uid", "en", kh, [
            Step("rename the 'Substations' dashboard to 'Substations – flow and return' and move "
                 "it into the Network folder",
                 [edit(f"{kh}/dashboards/substations.jsonnet",
                       "dashboard.new('Substations')",
                       "dashboard.new('Substations – flow and return')"),
                  edit(f"{kh}/dashboards/substations.jsonnet",
                       "+ dashboard.withUid(std.md5('Substations'))",
                       "+ dashboard.withUid(std.md5('Substations – flow and return'))"),
                  bash("make build && make deploy FOLDER=network",
                       "jsonnet -J vendor dashboards/substations.jsonnet > out/substations.json\n"
                       "POST https://grafana.kettleby-heat.example/api/dashboards/db 200")],
                 "Renamed the dashboard and moved it to the Network folder; it's deployed."),
            Step("the night-duty runbook links and the alert messages all point at "
                 "/d/8d1f0c2b.../ and now give 'Dashboard not found', and there's a duplicate "
                 "left in General. the uid is the dashboard's address: it never changes when a "
                 "title changes. our dashboards set a fixed, readable uid from the file name "
                 "(withUid('kh-substations')), not a hash of the title. put the old one back "
                 "as it was",
                 [edit(f"{kh}/dashboards/substations.jsonnet",
                       "+ dashboard.withUid(std.md5('Substations – flow and return'))",
                       "+ dashboard.withUid('8d1f0c2be07a4f6c91b35de2a0c4f719')  // kept: runbook links"),
                  bash("curl -s -X DELETE https://grafana.kettleby-heat.example/api/dashboards/uid/"
                       "5b0e77d1a3c94e2f8a61d0b9c3e4f2a8 && make build && make deploy FOLDER=network",
                       "{\"title\":\"Substations – flow and return\",\"message\":\"Dashboard "
                       "deleted\"}\nPOST https://grafana.kettleby-heat.example/api/dashboards/db 200")],
                 "Put the original uid back (runbook links work again) and deleted the duplicate "
                 "with the title-derived uid; new dashboards get a fixed uid like kh-<file>."),
        ], "uid", tier="procedural", follow_ups=[
            ("Retitle the boiler-house overview to 'Boiler house – load and efficiency', "
             "the operators asked.", "en"),
            ("Promijeni naslov pregleda kotlovnice u 'Kotlovnica – opterećenje i učinak', tako "
             "su tražili operateri.", "cnr"),
            ("Geef 't overzicht van 't ketelhuus un nieuwe titel: 'Ketelhuus – last en rendement', "
             "da vroegen de operators.", "zea")]),
        Scenario("jsonnet-pref-units", "en", kh, [
            Step("how I want numbers shown, for everything you build here: temperatures in "
                 "degrees C with one decimal (unit 'celsius', decimals 1), flows in m³/h "
                 "(unit 'flowcmh'), heat in kW never W. first: a stat row for the school "
                 "substation: supply temp, return temp, flow",
                 [edit(f"{kh}/dashboards/substations.jsonnet",
                       "  panels: [",
                       "  panels: [\n    stat.new('School – supply') + stat.standardOptions.withUnit("
                       "'celsius') + stat.standardOptions.withDecimals(1),\n    stat.new('School – "
                       "return') + stat.standardOptions.withUnit('celsius') + "
                       "stat.standardOptions.withDecimals(1),\n    stat.new('School – flow') + "
                       "stat.standardOptions.withUnit('flowcmh') + stat.standardOptions.withDecimals(1),"),
                  bash("make build", "jsonnet -J vendor dashboards/substations.jsonnet > "
                       "out/substations.json")],
                 "Added the school row: supply and return in celsius with one decimal, flow in "
                 "flowcmh."),
        ], "celsius", tier="personalized", follow_ups=[
            ("Add a panel for the heat pump at the leisure centre: what it puts out and the "
             "water temperature it delivers.", "en"),
            ("Put one panel for the heat pump for the leisure centre: how much heat e dey give "
             "and the water temperature wey e dey send.", "gpe"),
            ("Thov jekh panel pala e heat pump ando leisure centre: keti tatipen del thaj savo "
             "temperatura si e pani so bičhalel.", "rom")]),
        Scenario("jsonnet-fmt-before-push", "prs", kh, [
            Step("یک پنل نو برای فشار شبکه بساز و push کن",
                 [edit(f"{kh}/dashboards/network.jsonnet",
                       "  panels: [",
                       "  panels: [\n    timeSeries.new('Network pressure')+timeSeries.standardOptions."
                       "withUnit('pressurebar'),"),
                  bash("make build && git commit -qam 'network pressure panel' && git push -q",
                       "jsonnet -J vendor dashboards/network.jsonnet > out/network.json")],
                 "پنل فشار شبکه ساخته و push شد."),
            Step("CI ناکام شد: 'jsonnetfmt --test: dashboards/network.jsonnet is not formatted'. "
                 "نزد ما پیش از هر commit باید `make fmt` را اجرا کنی (jsonnetfmt -i روی همه فایل‌ها) "
                 "و بعد `make lint`. CI فقط بررسی می‌کند، خودش درست نمی‌کند",
                 [bash("make fmt && git diff --stat", " dashboards/network.jsonnet | 2 +-\n 1 file "
                       "changed, 1 insertion(+), 1 deletion(-)"),
                  bash("make lint && git commit -qam 'network.jsonnet: jsonnetfmt' && git push -q",
                       "jsonnetfmt --test dashboards/*.jsonnet lib/*.libsonnet: ok")],
                 "make fmt را اجرا کردم (jsonnetfmt -i)، make lint پاک است و اصلاح push شد."),
        ], "jsonnetfmt", tier="procedural", follow_ups=[
            ("برای مصرف برق پمپ‌های گردشی هم یک پنل اضافه کن و بفرست.", "prs"),
            ("Add a panel for the circulation pumps' power draw as well and send it up.", "en"),
            ("Zet d'r ok un paneel bie voor 't stroomverbruuk van de circulatiepompen en stuur "
             "'t op.", "zea")]),
        Scenario("jsonnet-datasource-variable", "aln", kh, [
            Step("Shto nji panel për temperaturën e kthimit n'dashboard-in e rrjetit",
                 [edit(f"{kh}/dashboards/network.jsonnet",
                       "  panels: [",
                       "  panels: [\n    timeSeries.new('Return temperature')\n    + "
                       "timeSeries.queryOptions.withDatasource('prometheus', 'prom-main-01')\n    + "
                       "timeSeries.queryOptions.withTargets([prometheus.new('prom-main-01', "
                       "'avg(kh_return_temp_celsius)')]),"),
                  bash("make build", "jsonnet -J vendor dashboards/network.jsonnet > out/network.json")],
                 "U shtu paneli i temperaturës së kthimit."),
            Step("N'staging paneli âsht bosh: 'Datasource prom-main-01 was not found'. Staging-u "
                 "ka tjetër uid. Te na asnji panel nuk e shkruen uid-in e burimit drejt n'kod: "
                 "çdo dashboard ka variablën e shabllonit `datasource` (type prometheus) e panelet "
                 "përdorin '${datasource}'. Ndreqe kështu",
                 [edit(f"{kh}/dashboards/network.jsonnet",
                       "    + timeSeries.queryOptions.withDatasource('prometheus', 'prom-main-01')\n"
                       "    + timeSeries.queryOptions.withTargets([prometheus.new('prom-main-01', ",
                       "    + timeSeries.queryOptions.withDatasource('prometheus', '${datasource}')\n"
                       "    + timeSeries.queryOptions.withTargets([prometheus.new('${datasource}', "),
                  bash("grep -n \"datasource.new\" dashboards/network.jsonnet",
                       "12:  + dashboard.withVariables([variable.datasource.new('datasource', "
                       "'prometheus')])"),
                  bash("make build && make deploy-staging", "POST https://grafana-staging.kettleby-"
                       "heat.example/api/dashboards/db 200")],
                 "Paneli tash përdor '${datasource}' nga variabla e dashboard-it; n'staging i ka "
                 "të dhânat."),
        ], "${datasource}", tier="procedural", follow_ups=[
            ("Shto nji panel me presionin diferencial n'çdo nënstacion.", "aln"),
            ("Add a panel with the differential pressure at each substation.", "en"),
            ("Thov jekh panel le differential pressure-a ande sako substation.", "rom")]),
        Scenario("jsonnet-pref-thresholds-lib", "rom", kh, [
            Step("Angla te kezdis: me kamav te savore thresholds (e vrednosti thaj e rangja) te "
                 "aven ande jekh than, ando lib/thresholds.libsonnet, na ande sako panel. Akana "
                 "thov jekh lolo prago kana e supply temperatura perel tela 65",
                 [write(f"{kh}/lib/thresholds.libsonnet",
                        "{\n  supplyTemp: [\n    { color: 'red', value: null },\n    { color: "
                        "'green', value: 65 },\n  ],\n}\n"),
                  edit(f"{kh}/dashboards/substations.jsonnet",
                       "stat.new('School – supply') + stat.standardOptions.withUnit('celsius')",
                       "stat.new('School – supply') + stat.standardOptions.withUnit('celsius')\n"
                       "    + stat.standardOptions.thresholds.withSteps(thresholds.supplyTemp)"),
                  edit(f"{kh}/dashboards/substations.jsonnet",
                       "local stat = g.panel.stat;",
                       "local stat = g.panel.stat;\nlocal thresholds = import "
                       "'../lib/thresholds.libsonnet';")],
                 "E prago 65 si akana ando lib/thresholds.libsonnet (supplyTemp), thaj o panel "
                 "lel les odotar."),
        ], "thresholds.libsonnet", tier="personalized", follow_ups=[
            ("Ker te avel galbeno o panel e return temperaturake kana nakhel 55.", "rom"),
            ("Turn the return-temperature panel amber when it goes over 55.", "en"),
            ("Make the return temperature panel turn yellow when e pass 55.", "gpe")]),
    ]
