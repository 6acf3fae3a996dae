/// Deterministic name lists for benchmarks: the same seed gives the same names everywhere.
public enum NameCorpus {
    static let surnames = Array("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤单解仇区查翟朴缪盖").map(String.init)
    static let compound = ["欧阳", "司马", "诸葛", "上官", "尉迟", "长孙", "令狐", "慕容", "皇甫", "东方"]
    static let given = Array("伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚华建国志文斌宇浩然子涵欣怡梓轩一诺思远嘉雨泽晨曦俊").map(String.init)
    static let first = ["James", "Mary", "John", "Patricia", "Robert", "Jennifer", "Michael", "Linda", "William", "Elizabeth",
                        "David", "Barbara", "Émile", "Zoë", "Åsa", "Łukasz", "Ørjan", "Søren", "Ñuño", "José", "François", "Jürgen"]
    static let last = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
                       "Wilson", "Anderson", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Müller", "Öberg", "Ødegaard"]

    /// A simple 64-bit linear congruential generator (Knuth's MMIX constants).
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    /// `count` Chinese person names (90%, 2% with compound surnames) mixed with Latin names.
    public static func chinese(_ count: Int, seed: UInt64 = 42) -> [String] {
        var random = Generator(state: seed)
        return (0..<count).map { _ in
            if Int.random(in: 0..<10, using: &random) < 9 {
                let surname = Int.random(in: 0..<50, using: &random) == 0
                    ? compound.randomElement(using: &random)! : surnames.randomElement(using: &random)!
                let length = [1, 2, 2].randomElement(using: &random)!
                return surname + (0..<length).map { _ in given.randomElement(using: &random)! }.joined()
            }
            return first.randomElement(using: &random)! + " " + last.randomElement(using: &random)!
        }
    }

    /// `count` Latin names with accents and numbers ("Zoë Öberg 1234").
    public static func latin(_ count: Int, seed: UInt64 = 7) -> [String] {
        var random = Generator(state: seed)
        return (0..<count).map { _ in
            "\(first.randomElement(using: &random)!) \(last.randomElement(using: &random)!) \(Int.random(in: 1...9999, using: &random))"
        }
    }

    // About a hundred names per script (ten given names, ten family names), so that a list
    // of 50,000 names in one script repeats each name hundreds of times, not thousands.
    static let cyrillic = (["Иван", "Анна", "Юлия", "Сергей", "Ольга", "Дмитрий", "Наталья", "Алексей", "Екатерина", "Михаил"],
                           ["Петров", "Смирнова", "Соколов", "Кузнецова", "Попов", "Волкова", "Лебедев", "Козлова", "Новиков", "Морозова"])
    static let greek = (["Νίκος", "Μαρία", "Γιώργος", "Ελένη", "Δημήτρης", "Κατερίνα", "Κώστας", "Σοφία", "Γιάννης", "Άννα"],
                        ["Παπαδόπουλος", "Οικονόμου", "Γεωργίου", "Νικολάου", "Βασιλείου", "Ιωάννου", "Αθανασίου", "Χριστοδούλου", "Δημητρίου", "Ζαχαρίου"])
    static let kana = (["さくら", "ゆき", "はると", "ヤマモト", "タナカ", "ｻﾄｳ", "あおい", "そうた", "スズキ", "めぐみ"],
                       ["ゆい", "たろう", "ハナコ", "けんじ", "ひろし", "アキラ", "まこと", "ユウコ", "しょう", "なな"])
    static let hangul = (["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임"],
                         ["민준", "서연", "지훈", "수아", "하은", "도윤", "예준", "지우", "서준", "하린"])
    static let arabic = (["محمد", "فاطمة", "أحمد", "ياسمين", "عمر", "مريم", "يوسف", "نور", "خديجة", "إبراهيم"],
                         ["علي", "الزهراء", "حسن", "خالد", "منصور", "سعيد", "عبدالله", "حداد", "الخطيب", "ناصر"])
    static let thai = (["สมชาย", "สมหญิง", "ประยุทธ", "กมล", "วิชัย", "สุดา", "อนันต์", "มาลี", "ธนา", "นภา"],
                       ["ใจดี", "สุขใจ", "ทองดี", "ศรีสุข", "บุญมา", "แสงทอง", "วงศ์ใหญ่", "พึ่งบุญ", "รักไทย", "มั่นคง"])

    /// The scripts that ``script(_:_:seed:)`` writes names in.
    public static let scripts = ["han", "latin", "cyrillic", "greek", "kana", "hangul", "arabic", "thai"]

    /// `count` names all in one script (one of ``scripts``), for the cost of a name by script.
    public static func script(_ script: String, _ count: Int, seed: UInt64 = 5) -> [String] {
        var random = Generator(state: seed)
        let lists = ["cyrillic": cyrillic, "greek": greek, "kana": kana, "hangul": hangul, "arabic": arabic, "thai": thai]
        return (0..<count).map { _ in
            switch script {
            case "han":
                return surnames.randomElement(using: &random)! + (0..<2).map { _ in given.randomElement(using: &random)! }.joined()
            case "latin":
                return first.randomElement(using: &random)! + " " + last.randomElement(using: &random)!
            default:
                let (given, family) = lists[script] ?? cyrillic
                return given.randomElement(using: &random)! + (script == "hangul" ? "" : " ") + family.randomElement(using: &random)!
            }
        }
    }

    // Larger pools for ``varied(_:seed:)``: common given-name characters and Western names.
    static let moreGiven = Array("""
        安邦宝彬博才昌辰成承诚程驰崇楚春淳聪达丹道德栋东冬朵恩帆方飞芬丰凤峰锋福富刚港高歌格耕功冠光广贵桂国海寒翰昊和河鹤恒红宏洪鸿厚虎华欢焕辉惠慧佳家坚健江娇杰洁金锦进晶静靖菊娟君俊凯康可克坤兰岚澜乐雷蕾黎礼力立丽莉连良林琳玲凌龙露伦纶罗洛梅美萌蒙梦淼妙民敏名鸣铭默楠宁凝鹏平萍琪琦启谦倩强乔钦琴勤青清晴庆秋全群然仁荣蓉如瑞润若莎山善尚韶绍胜诗石实世书舒淑帅双爽顺朔松颂素涛腾天婷彤童伟炜维蔚文雯武舞希曦霞先贤香翔晓笑心欣新信星兴修秀旭萱璇学雪勋雅亚岩炎彦燕阳耀业怡宜艺亦奕毅逸音银莹颖影永咏勇友瑜宇雨玉钰元媛源远月悦跃云芸韵泽展璋昭哲真振征正之芝志致智中忠洲珠竹卓子紫宗
        """.filter { !$0.isWhitespace }).map(String.init)
    static let moreFirst = first + ["Noah", "Emma", "Liam", "Olivia", "Lucas", "Ava", "Mateo", "Sofía", "Hugo", "Chloé", "Léa", "Björn",
                                    "Ingrid", "Matteo", "Giulia", "Lorenzo", "Chiara", "Pedro", "Inês", "João", "Maël", "Noémie",
                                    "Tomás", "Ágota", "Zoltán", "Dorota", "Kacper", "Jiří", "Tereza", "Ömer", "Elif", "Aylin",
                                    "Sean", "Siobhán", "Aoife", "Niamh", "Ciarán", "Freya", "Oskar", "Mads", "Astrid", "Henrik",
                                    "Anaïs", "Renée", "Raphaël", "Jérôme", "Brigitte", "Dieter", "Günther", "Heike", "Jörg", "Käthe"]
    static let moreLast = last + ["Dubois", "Lefèvre", "Moreau", "Girard", "Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano",
                                  "Silva", "Santos", "Pereira", "Gonçalves", "Kowalski", "Nowak", "Wiśniewski", "Wójcik", "Novák",
                                  "Dvořák", "Horváth", "Kovács", "Szabó", "Yılmaz", "Kaya", "Demir", "Şahin", "O'Brien", "Murphy",
                                  "Kelly", "Byrne", "Andersen", "Nielsen", "Hansen", "Johansson", "Karlsson", "Lindström",
                                  "Schmidt", "Schneider", "Fischer", "Weber", "Schäfer", "Hoffmann", "García", "Fernández",
                                  "López", "Sánchez", "Pérez", "Gómez", "Díaz", "Álvarez", "Núñez", "Jiménez", "Muñoz", "Ortega"]

    /// `count` names in ``multilingual(_:seed:)``'s script mix that repeat far less: Chinese
    /// names from about 360 given-name characters (nine in ten given names of two characters),
    /// Latin names with a middle name from 72 given names and 75 family names, one in three with
    /// a double family name; the other scripts as in the multilingual list. No numbers. A million
    /// of them hold about two thirds distinct names (make-names prints the count on standard error).
    public static func varied(_ count: Int, seed: UInt64 = 13) -> [String] {
        var random = Generator(state: seed)
        let pool = given + moreGiven
        let scripts = [cyrillic, greek, kana, hangul, arabic, thai]
        return (0..<count).map { _ in
            let roll = Int.random(in: 0..<20, using: &random)
            if roll < 9 {
                let surname = Int.random(in: 0..<50, using: &random) == 0
                    ? compound.randomElement(using: &random)! : surnames.randomElement(using: &random)!
                let length = [1, 2, 2, 2, 2, 2, 2, 2, 2, 2].randomElement(using: &random)!
                return surname + (0..<length).map { _ in pool.randomElement(using: &random)! }.joined()
            }
            if roll < 14 {
                // A middle name, and one family name in three double (García López).
                let family = moreLast.randomElement(using: &random)!
                    + (Int.random(in: 0..<3, using: &random) == 0 ? " " + moreLast.randomElement(using: &random)! : "")
                return moreFirst.randomElement(using: &random)! + " " + moreFirst.randomElement(using: &random)! + " " + family
            }
            let (given, family) = scripts[roll - 14]
            let separator = scripts[roll - 14].0 == hangul.0 ? "" : " "
            return given.randomElement(using: &random)! + separator + family.randomElement(using: &random)!
        }
    }

    /// `count` names as a multilingual contact list has them: 45% Chinese names (as
    /// ``chinese(_:seed:)`` makes them), 25% accented Latin, and 30% Cyrillic, Greek, kana,
    /// Hangul, Arabic and Thai names (5% each).
    public static func multilingual(_ count: Int, seed: UInt64 = 11) -> [String] {
        var random = Generator(state: seed)
        let chineseNames = chinese(count, seed: seed &+ 1)
        let scripts = [cyrillic, greek, kana, hangul, arabic, thai]
        return (0..<count).map { index in
            let roll = Int.random(in: 0..<20, using: &random)
            if roll < 9 { return chineseNames[index] }
            if roll < 14 { return first.randomElement(using: &random)! + " " + last.randomElement(using: &random)! }
            let (given, family) = scripts[roll - 14]
            let separator = scripts[roll - 14].0 == hangul.0 ? "" : " "
            return given.randomElement(using: &random)! + separator + family.randomElement(using: &random)!
        }
    }
}
