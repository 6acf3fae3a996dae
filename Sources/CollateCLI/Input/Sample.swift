/// The built-in sample contact list: what `collate` shows when it is given no input.
///
/// Chinese names with polyphonic surnames (曾 Zēng, 单 Shàn, 解 Xiè…), English and accented
/// Latin names, Japanese, Korean, Russian, Greek, Hebrew, Arabic and Thai names, and names that
/// start with digits, symbols, emoji and invisible characters.
public enum Sample {
    /// The sample names, in no particular order.
    public static let names: [String] = [
        // English
        "Aaron Smith", "abigail jones", "Benjamin Brown", "Charlotte Davis", "Daniel Miller",
        "Emily Wilson", "George Harris", "Hannah Clark", "Isaac Lewis", "Jack Walker",
        "Katherine Young", "Liam O'Brien", "Mia Scott", "Noah Adams", "Olivia Baker",
        "Quentin Hughes", "Ryan Turner", "Sophia Carter", "Victoria Price", "Zoe Parker",
        // Accented Latin
        "Émile Zola", "Ángel García", "Łukasz Kowalski", "Åsa Lindström", "Ørjan Ødegaard",
        "Çağla Şahin", "Søren Kierkegaard", "Þórunn Jónsdóttir", "Đorđe Petrović", "Ñuño Pérez",
        "Ævar Jónsson", "Zoë Ball",
        // Chinese, with surnames that have a special surname reading
        "曾国藩", "单田芳", "解缙", "仇英", "区志强", "查良镛", "翟天临", "朴树", "盖叫天", "张三", "李四",
        "王小明", "尉迟恭", "万俟卨", "欧阳修", "司马光", "诸葛亮", "长孙无忌", "令狐冲",
        // Japanese
        "山田太郎", "佐藤花子", "さくら", "ヤマモト ユキ",
        // Korean
        "김민준", "이서연", "박지훈", "최수아",
        // Russian, Greek, Hebrew, Arabic, Thai
        "Иван Петров", "Анна Смирнова", "Юлия Соколова", "Νίκος Παπαδόπουλος", "דוד כהן",
        "محمد علي", "فاطمة الزهراء", "สมชาย ใจดี",
        // Digits, symbols, emoji, invisible leading characters
        "007 James Bond", "1-800-Flowers", "24 Hour Pharmacy", "🍕 Pizza Place", "❤️ Mom",
        "(Work) Front Desk", "@handle", "\u{200B}Zero-Width Zack", "   Leading Spaces Lee",
    ]
}
