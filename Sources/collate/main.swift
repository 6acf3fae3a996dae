import CollateCLI

Collate.main()
